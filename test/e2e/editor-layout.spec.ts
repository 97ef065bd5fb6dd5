import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, openColour, saveButton, test, waitForPageData } from './fixtures';

// Issue 20: the attribute editor in sections with a header that stays, and no empty boxes on editor pages.
test.use({ viewport: { width: 1280, height: 900 } });

/** True when the control is on screen and nothing (a toast, a header) is drawn over its middle. */
async function isUncovered(page: Page, name: string): Promise<boolean> {
  const button = page.getByRole('button', { name, exact: true });
  const box = await button.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > page.viewportSize()!.height) return false;
  return button.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (top === element || element.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** Boxes with a border but nothing in them, inside the page (what an editor sees as an empty frame). */
async function emptyFrames(page: Page): Promise<string[]> {
  return page.locator('#main').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => {
        const drawn = 'input, textarea, select, button, img, svg, meter, progress, hr, canvas, iframe';
        if (element.matches(drawn) || element.textContent?.trim() || element.querySelector(drawn)) return false;
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const bordered = ['Top', 'Bottom'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
        return bordered && rect.height > 2 && rect.width > 2 && style.visibility !== 'hidden';
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );
}

test('the attribute editor keeps its name, status and Save in view, reached sections from a navigation, with no warning per field', async ({ page }) => {
  await openColour(page);
  await waitForPageData(page);
  await expect(page.getByText('Missing translation', { exact: true })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Sections of this attribute' });
  await expect(nav).toBeVisible();

  await nav.getByRole('link', { name: 'Type settings' }).click();
  await expect(page.getByRole('group', { name: /^Settings of / })).toBeInViewport();
  // Scrolled to the bottom, the header with Save is still there, and so is the navigation.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await isUncovered(page, 'Save')).toBe(true);
  await expect(nav.getByRole('link', { name: 'Where used' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Where used' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where used' })).toBeInViewport();
  // Not hidden under the sticky header either.
  const heading = await page.getByRole('heading', { level: 2, name: 'Where used' }).boundingBox();
  const header = await page.locator('.editor-header').boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expectNoSeriousA11yViolations(page, 'the attribute editor');
});

test('a save’s toast does not cover Save', async ({ page }) => {
  await openColour(page);
  await page.getByLabel('Backoffice name').fill('Colour!');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await isUncovered(page, 'Save')).toBe(true);
});

test('editor pages draw no empty bordered box under their header', async ({ page }) => {
  await openColour(page);
  await waitForPageData(page);
  expect(await emptyFrames(page), 'attribute editor').toEqual([]);

  await gotoAndWait(page, '/saved-searches/ed5d16d3-3db1-44a3-bed5-000000000002');
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await waitForPageData(page);
  expect(await emptyFrames(page), 'saved search editor').toEqual([]);

  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/image/i);
  await waitForPageData(page);
  expect(await emptyFrames(page), 'designer').toEqual([]);

  await gotoAndWait(page, '/languages');
  await page.getByRole('table').getByRole('row').filter({ hasText: 'da-DK' }).getByRole('cell').nth(1).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
  expect(await emptyFrames(page), 'language editor').toEqual([]);
});
