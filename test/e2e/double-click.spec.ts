import type { Locator, Page } from '@playwright/test';
import { expect, gotoAndWait, injectFault, test } from './fixtures';

type Point = { x: number; y: number };

/** The address of the row link a click at `point` reaches, looking through any dialog (null: none). */
function rowLinkAt(page: Page, point: Point): Promise<string | null> {
  return page.evaluate(({ x, y }) => {
    const hit = document.elementsFromPoint(x, y).find((element) => !element.closest('.dialog-backdrop'));
    return hit?.closest('[role="table"] a[href]')?.getAttribute('href') ?? null;
  }, point);
}

/** Scrolls the list so that the link of a row some way down lies under `button`; answers the spot on the button over it. */
async function bringRowLinkUnder(page: Page, button: Locator): Promise<Point> {
  const target = (await button.boundingBox())!;
  const spot = await page.evaluate((target) => {
    const y = target.y + target.height / 2;
    const room = document.scrollingElement!.scrollHeight - window.innerHeight - window.scrollY;
    // Not the first rows: the list moves down a little when the run starts, and a row link must still be there.
    for (const link of [...document.querySelectorAll('[role="table"] a[href]')].slice(3)) {
      const box = link.getBoundingClientRect();
      const by = box.top + box.height / 2 - y;
      const left = Math.max(box.left, target.x);
      const right = Math.min(box.right, target.x + target.width);
      if (right - left > 8 && by >= -window.scrollY && by <= room) {
        window.scrollBy(0, by);
        return { x: (left + right) / 2, y };
      }
    }
    return null;
  }, target);
  if (!spot) throw new Error('No row link can be brought under the button: the layout changed, choose another window size');
  await expect.poll(() => rowLinkAt(page, spot)).toMatch(/^\/attributes\/./);
  return spot;
}

async function askForBulkEdit(page: Page, count: number) {
  const boxes = page.getByRole('table', { name: 'Attributes' }).getByRole('checkbox', { name: /^Select (?!all)/ });
  for (let n = 0; n < count; n += 1) await boxes.nth(n).check();
  const bar = page.getByRole('region', { name: 'Bulk edit' });
  await expect(bar).toContainText(`${count} attributes selected`);
  await bar.getByLabel('Setting to change').selectOption('DisableIndexing');
  await bar.getByRole('button', { name: `Apply to ${count} attributes…` }).click();
  return bar;
}

const setLatency = (page: Page, ms: number) => page.evaluate((latency) => window.__pimMock!.setLatency(latency), ms);

test('a double click on a confirmation lying over a row link stays on the page, and the report of what failed is seen', async ({ page }) => {
  // A narrow window (a phone held upright), where the dialog's confirm button lies over the list's Alias column.
  await page.setViewportSize({ width: 380, height: 1000 });
  await gotoAndWait(page, '/attributes');
  const bar = await askForBulkEdit(page, 6);
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Set on 6 attributes' });
  const spot = await bringRowLinkUnder(page, confirm);
  const box = (await confirm.boundingBox())!;
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await setLatency(page, 600);

  await confirm.dblclick({ position: { x: spot.x - box.x, y: spot.y - box.y } });

  // The dialog is gone and a row's link is where the second click landed; the page did not follow it.
  await expect(bar.getByRole('status')).toHaveText(/^Saving/);
  expect(await rowLinkAt(page, spot)).toMatch(/^\/attributes\/./);
  await expect(bar.getByRole('status')).toHaveText('4 attributes saved. 2 not saved.');
  await expect(bar.getByRole('alert').getByRole('button', { name: 'Retry 2 attributes' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/attributes');
});

test('a double click on the bulk edit’s Retry does not reach the row link that moves under it', async ({ page }) => {
  await gotoAndWait(page, '/attributes');
  const bar = await askForBulkEdit(page, 6);
  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500 });
  await setLatency(page, 600);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set on 6 attributes' }).click();
  // Where the row links lie while a run goes (the report of what failed is gone then): a retry's run puts them there again.
  await expect(bar.getByRole('status')).toHaveText(/^Saving/);
  const links = await page.locator('[role="table"] a[href]').evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  const retry = bar.getByRole('alert').getByRole('button', { name: 'Retry 6 attributes' });
  await expect(retry).toBeVisible();
  const box = (await retry.boundingBox())!;
  // A point of Retry that a row link will lie under.
  const under = links.find((link) => Math.min(link.right, box.x + box.width) - Math.max(link.left, box.x) > 8 && Math.min(link.bottom, box.y + box.height) - Math.max(link.top, box.y) > 4);
  expect(under, 'a row link lies under Retry once its run starts').toBeDefined();
  const spot = {
    x: (Math.max(under!.left, box.x) + Math.min(under!.right, box.x + box.width)) / 2,
    y: (Math.max(under!.top, box.y) + Math.min(under!.bottom, box.y + box.height)) / 2,
  };

  await retry.dblclick({ position: { x: spot.x - box.x, y: spot.y - box.y } });

  // While the retry runs the report is gone, and a row's link lies where Retry was.
  await expect(bar.getByRole('status')).toHaveText(/^Saving/);
  expect(await rowLinkAt(page, spot)).toMatch(/^\/attributes\/./);
  await expect(bar.getByRole('status')).toHaveText('0 attributes saved. 6 not saved.');
  await expect(retry).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/attributes');
});
