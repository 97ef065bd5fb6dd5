import type { Page } from '@playwright/test';
import { expect, gotoAndWait, test } from './fixtures';

// Issue 10: no layout jumps while typing in the attribute filters or opening a saved search.
// Every layout shift counts here, also those within 500 ms of input that CLS forgives.

async function recordShifts(page: Page) {
  await page.evaluate(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        window.__shifts!.push({
          value: entry.value,
          nodes: entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** The shifts seen so far, once the last change has been painted. */
async function shifts(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__shifts!);
}

test('typing in the attribute search moves nothing on the page', async ({ page }) => {
  await gotoAndWait(page, '/attributes');
  await page.evaluate(() => window.__pimMock!.setLatency(300));
  await expect(page.getByRole('table', { name: 'Attributes' }).getByRole('row').nth(2)).toBeVisible();
  await recordShifts(page);
  const search = page.getByRole('searchbox', { name: 'Search attributes' });
  await search.pressSequentially('colour', { delay: 80 });
  await expect(page.locator('.toolbar-count')).toHaveText(/^\d+ of [\d,.\s]+ attributes/);
  await search.fill('');
  await search.pressSequentially('zzzz', { delay: 80 });
  await expect(page.locator('.toolbar-count')).toHaveText(/^0 of /);
  expect(await shifts(page)).toEqual([]);
});

/** Waits until this browser keeps the saved searches on the device (written once the page is idle). */
async function waitForKeptSearches(page: Page) {
  // expect.poll, not page.waitForFunction: with interval polling, waitForFunction takes the promise the check returns for a truthy answer.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // Opening a database that does not exist yet would create it empty, before the app creates its store.
        if (!(await indexedDB.databases()).some((db) => db.name === 'pim-backoffice')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('pim-backoffice');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const keys = open.result.transaction('lists').objectStore('lists').getAllKeys();
            keys.onsuccess = () => resolve(keys.result.some((key) => String(key).includes('"savedSearches","list"')));
            keys.onerror = () => resolve(false);
          };
        });
      }),
    )
    .toBe(true);
}

test('opening a saved search from the tree after a reload moves nothing on the page', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  await waitForKeptSearches(page);
  // A reload shows the kept lists at once and checks them: that news must not push the page about.
  await page.reload();
  await page.waitForFunction(() => window.__pimMock !== undefined);
  await page.evaluate(() => window.__pimMock!.setLatency(300));
  await recordShifts(page);
  await page.getByRole('treeitem', { name: /^Duplicate EANs/ }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Duplicate EANs (legacy)');
  expect(await shifts(page)).toEqual([]);
});

test('the translations grid does not move down when its language counts come in', async ({ page }) => {
  // Recorded from the frame that draws the grid on: the counts are made just after that first paint. (Whether the grid
  // was there when an entry was delivered said nothing: a shift from before it, as the page arrived, could be delivered after.)
  await page.addInitScript(() => {
    window.__shifts = [];
    let gridDrawnFrom = Infinity;
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role="grid"] [role="gridcell"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => (gridDrawnFrom = performance.now()));
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[]) {
        const nodes = entry.sources.map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName)));
        if (entry.startTime >= gridDrawnFrom) window.__shifts!.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoAndWait(page, '/translations');
  const grid = page.getByRole('grid', { name: 'Names by language' });
  await expect(
    grid
      .getByRole('columnheader')
      .filter({ hasText: /of [\d,.]+ names/ })
      .first(),
  ).toBeVisible();
  expect(await shifts(page)).toEqual([]);
});
