import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, refuseFirstFetch, test } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Names by language' });
const scrollBox = (page: Page) => page.locator('.tg-scroll');

/** Seven languages, as the review found the grid: one more than the demo data has. */
async function openWithSevenLanguages(page: Page, path = '/translations') {
  await gotoAndWait(page, '/languages');
  await page.evaluate(() =>
    fetch('/api/v1/Languages', {
      method: 'POST',
      headers: { Authorization: 'demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ CultureCode: 'it-IT', Name: 'Italian (Italy)', SortOrder: 6 }),
    }),
  );
  await gotoAndWait(page, path);
  await expect(grid(page).getByRole('columnheader')).toHaveCount(8);
}

/** Whether what is painted at the middle of `locator` belongs to it (nothing lies over it). */
async function paintedOnTop(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

for (const width of [1280, 1024]) {
  test(`at ${width} px the attribute column stays pinned at the last language, and the header covers the whole grid`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openWithSevenLanguages(page);
    const box = scrollBox(page);

    // No horizontal scroll of the page: the grid scrolls inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Rows scroll under the header (down a little), and the grid to its last language.
    await box.hover();
    await page.mouse.wheel(0, 300);
    await page.keyboard.down('Shift');
    await page.mouse.wheel(0, 4000);
    await page.keyboard.up('Shift');
    await expect.poll(() => box.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft)).toBeLessThanOrEqual(1);
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

    // The header (its background) is exactly as wide as the grid's columns, and so are the rows: no cell lies beyond them.
    const widths = await grid(page).evaluate((element) => {
      const box = element.parentElement!;
      const [header, firstRow] = [...element.querySelectorAll('[role="row"]')].map((row) => row.getBoundingClientRect());
      const cellsRight = Math.max(...[...element.querySelectorAll('[role="columnheader"], [role="gridcell"], [role="cell"]')].map((cell) => cell.getBoundingClientRect().right));
      return { content: box.scrollWidth, grid: element.getBoundingClientRect().width, header: header!.width, row: firstRow!.width, cellsPastHeader: cellsRight - header!.right };
    });
    expect(widths.header).toBeCloseTo(widths.content, 0);
    expect(widths.header).toBeCloseTo(widths.grid, 0);
    expect(widths.row).toBeCloseTo(widths.grid, 0);
    expect(widths.cellsPastHeader).toBeLessThanOrEqual(0.5);

    // Every header cell is painted over the rows passing under it, the last language's too.
    const headers = grid(page).getByRole('columnheader');
    await expect(headers.last()).toContainText('Italian (Italy) it-IT');
    await expect(headers.last()).toBeInViewport({ ratio: 1 });
    const showingThrough = await grid(page).evaluate((element) => {
      const head = element.querySelector('[role="rowgroup"]')!;
      const headBox = head.getBoundingClientRect();
      const view = element.parentElement!.getBoundingClientRect();
      const points: number[] = [];
      for (let x = view.left + 2; x < view.right - 2; x += 20) points.push(x);
      return points.filter((x) => !head.contains(document.elementFromPoint(x, headBox.top + headBox.height / 2)));
    });
    expect(showingThrough, 'points of the header row where something else is painted').toEqual([]);

    // The attribute column is still there, at the left edge, over the cells scrolled under it.
    const boxLeft = await box.evaluate((element) => element.getBoundingClientRect().left + element.clientLeft);
    expect(await headers.first().evaluate((element) => element.getBoundingClientRect().left)).toBeCloseTo(boxLeft, 0);
    expect(await paintedOnTop(headers.first())).toBe(true);
    const rowHeaders = grid(page).getByRole('rowheader');
    const shownRowHeader = rowHeaders.nth(12);
    await expect(shownRowHeader).toBeInViewport();
    expect(await shownRowHeader.evaluate((element) => element.getBoundingClientRect().left)).toBeCloseTo(boxLeft, 0);
    expect(await paintedOnTop(shownRowHeader)).toBe(true);

    await page.screenshot({ path: test.info().outputPath(`translations-grid-${width}.png`) });
  });
}

test('a focused cell shows its whole text over the rows below, and one line again when left', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoAndWait(page, '/translations?languages=en-GB,da-DK,de-DE');
  const cell = grid(page)
    .getByRole('textbox', { name: / name in de-DE$/ })
    .nth(2);
  const long = 'Ein sehr langer Name, der in keine Zelle passt, weil Übersetzer manchmal ganze Sätze schreiben müssen, und man ihn beim Bearbeiten ganz lesen will';
  await cell.fill(long);
  await cell.press('Enter');
  await expect(cell).toHaveAccessibleDescription('Saved');

  // Left: one line, the text cut.
  const rest = await cell.evaluate((element) => ({ height: element.getBoundingClientRect().height, cut: element.scrollWidth > element.clientWidth }));
  expect(rest.cut).toBe(true);
  expect(rest.height).toBeLessThan(40);

  await page.keyboard.press('ArrowUp');
  await expect(cell).toBeFocused();
  await expect
    .poll(() => cell.evaluate((element) => ({ grown: element.getBoundingClientRect().height > 60, whole: element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth })))
    .toEqual({ grown: true, whole: true });
  expect(await paintedOnTop(cell)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the translations grid with a cell open');
  await page.screenshot({ path: test.info().outputPath('translations-grid-focused-cell.png') });
});

test('Ctrl+End and Ctrl+Home reach the grid corners, rows out of the window included', async ({ page }) => {
  await gotoAndWait(page, '/translations');
  const first = grid(page).getByRole('textbox').first();
  await first.click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+End');
  const lastAlias = await page.evaluate(async () => {
    const all = (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string }[];
    return all
      .map((attribute) => attribute.Alias)
      .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }))
      .at(-1)!;
  });
  const last = page.getByRole('textbox', { name: `${lastAlias} name in fr-CA` });
  await expect(last).toBeFocused();
  // In view, below the sticky header.
  await expect(last).toBeInViewport({ ratio: 0.95 }); // its focus box may pass the grid's edge by a pixel
  expect(await paintedOnTop(last)).toBe(true);
  await page.keyboard.press('Control+Home');
  await expect(grid(page).getByRole('rowheader').first()).toBeFocused();
  await expect(grid(page).getByRole('rowheader').first()).toBeInViewport({ ratio: 1 });
});

test('the languages chosen deep-link: source beside target fill the grid; the tools sit behind a disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoAndWait(page, '/translations?languages=en-GB,fr-CA');
  await expect(grid(page).getByRole('columnheader')).toHaveText([/^Attribute/, /^English \(United Kingdom\) en-GB/, /^French \(Canada\) fr-CA/]);
  // Two languages need no horizontal scrolling.
  expect(await scrollBox(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // The grid starts high on the page: the controls above it are one toolbar.
  expect(await grid(page).evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(360);
  await page.getByRole('button', { name: 'Copy and CSV' }).click();
  await expect(page.getByRole('region', { name: 'Copy from another language' })).toBeVisible();
  await page.getByRole('button', { name: /^Languages/ }).click();
  await expect(page.getByRole('group', { name: 'Languages shown' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the translations page with its tools open');
});

test('a tools file whose fetch failed loads on Try again (Chromium keeps a failed module fetch for the page’s life)', async ({ page }) => {
  await refuseFirstFetch(page, /\/assets\/copy-and-csv-[^/]*\.js$/);
  await gotoAndWait(page, '/translations');
  await page.getByRole('button', { name: 'Copy and CSV' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Could not load the copy and CSV tools.' });
  await expect(problem).toBeVisible();
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Copy from another language' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test("a first cell save brings the merge it needs, not the editors' shared parts (conflict panel, combobox, …)", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoAndWait(page, '/translations?languages=en-GB,da-DK,de-DE');
  const cell = grid(page)
    .getByRole('textbox', { name: / name in de-DE$/ })
    .nth(2);
  await cell.fill('Neu');
  await cell.press('Enter');
  await expect(cell).toHaveAccessibleDescription('Saved');
  expect(scripts.filter((path) => /\/assets\/(form-)?editor-[^/]+\.js$/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/assets\/save-with-merge-[^/]+\.js$/.test(path))).not.toEqual([]);
});
