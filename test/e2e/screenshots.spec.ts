import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, openColour, test, waitForPageData } from './fixtures';

/**
 * Every page at the widths editors use, as they see it: a full-page screenshot of each in the test's
 * output (for the review of the look), and what a glance would notice checked on each: no sideways
 * scroll at 1024 px, no page that scrolls by a pixel or two, nothing cut in the headers, axe clean.
 */
/** `scrollsSideways`: a grid whose columns are the editor's to add (one per language) scrolls within its box, by design. */
type Visit = { name: string; open: (page: Page) => Promise<void>; scrollsSideways?: true };

const visits: Visit[] = [
  { name: 'attributes', open: (page) => gotoAndWait(page, '/attributes') },
  { name: 'attribute-editor', open: openColour },
  {
    name: 'saved-search',
    open: async (page) => {
      await gotoAndWait(page, '/saved-searches');
      await page.getByRole('treeitem', { name: /^Duplicate EANs/ }).click();
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Duplicate EANs (legacy)');
    },
  },
  { name: 'asset-types', open: (page) => gotoAndWait(page, '/asset-types') },
  {
    name: 'designer',
    open: async (page) => {
      await gotoAndWait(page, '/asset-types');
      await page.getByRole('link', { name: 'Image', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Image/ })).toBeVisible();
    },
  },
  { name: 'languages', open: (page) => gotoAndWait(page, '/languages') },
  { name: 'translations', open: (page) => gotoAndWait(page, '/translations'), scrollsSideways: true },
  { name: 'import', open: (page) => gotoAndWait(page, '/import') },
  { name: 'settings', open: (page) => gotoAndWait(page, '/settings') },
  {
    name: 'command-palette',
    open: async (page) => {
      await gotoAndWait(page, '/attributes');
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
    },
  },
];

/** Elements whose text is wider than their box (the text is cut), by a short description. */
function cutText(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => (element.textContent ?? '').trim().slice(0, 40) || element.className));
}

async function look(page: Page, testInfo: TestInfo, width: number, visit: Visit) {
  await visit.open(page);
  await waitForPageData(page);
  const label = `${visit.name} at ${width} px`;
  const path = testInfo.outputPath(`${width}-${visit.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${width}-${visit.name}`, { path, contentType: 'image/png' });

  const scroll = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { sideways: root.scrollWidth - root.clientWidth, down: root.scrollHeight - root.clientHeight };
  });
  if (width <= 1024) expect.soft(scroll.sideways, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  // A page that scrolls by a few pixels is a glitch, not content: a long page scrolls by far more.
  expect.soft(scroll.down > 0 && scroll.down <= 8, `${label}: the page scrolls down by ${scroll.down} px`).toBe(false);
  expect.soft(await cutText(page, '.vt-header, .data-table th, .vt-cell:has(> input[type="checkbox"])'), `${label}: column headers or checkbox cells cut`).toEqual([]);
  if (width <= 1024 && !visit.scrollsSideways) expect.soft(await cutText(page, '.vt-scroll, .data-table'), `${label}: a table wider than its box`).toEqual([]);
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    const fits = await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect.soft(fits, `${label}: the dialog's content is wider than the dialog`).toBe(true);
    expect.soft(await cutText(page, '[role="dialog"] h2, .palette-group'), `${label}: the dialog's title or group labels cut`).toEqual([]);
  }
  await expectNoSeriousA11yViolations(page, label);
}

for (const width of [1024, 1280, 1440]) {
  test(`every page at ${width} px: screenshots, no sideways or one-pixel scroll, nothing cut, axe clean`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const visit of visits) await look(page, testInfo, width, visit);
  });
}
