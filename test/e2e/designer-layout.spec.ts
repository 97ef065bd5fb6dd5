import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test } from './fixtures';

// The large seed's "Benchmark (5,000 properties)": five tabs of ten sections of 100 properties each.
async function openBenchmark(page: Page) {
  test.setTimeout(60_000); // the large seed is generated in the page on every load
  await gotoAndWait(page, '/asset-types?mock-seed=large');
  await page.getByRole('row').filter({ hasText: 'benchmarkLarge' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Benchmark (5,000 properties)' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'Section 1.1', exact: true })).toBeVisible();
}

const layout = (page: Page) => page.getByRole('region', { name: 'Layout' });
const tabButtons = (page: Page) => page.getByRole('list', { name: 'Tabs' }).locator('.item-select');

/** Elements inside the canvas that scroll vertically on their own (a box in the page with its own scroll bar). */
function nestedScrollBoxes(page: Page) {
  return layout(page).evaluate((canvas) =>
    [...canvas.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${element.clientHeight} px)`),
  );
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the canvas is one scroll with the page: no section scrolls on its own, and Save stays in view at the bottom', async ({ page }) => {
    await openBenchmark(page);
    expect(await nestedScrollBoxes(page)).toEqual([]);
    // The sections grow: the last property of the first section is in the page, not hidden in a box.
    const canvasHeight = await layout(page).evaluate((canvas) => canvas.getBoundingClientRect().height);
    expect(canvasHeight).toBeGreaterThan(10 * 100 * 40);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Section 1.10', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add section' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeInViewport();
    await expect(page.getByText('No unsaved changes.')).toBeInViewport();
    // The tabs stay in reach too.
    await expect(tabButtons(page).first()).toBeInViewport();

    // Rows far down a long section are there to work with: a keyboard move still works, and Save is at hand.
    const handle = layout(page)
      .getByRole('button', { name: /^Move / })
      .last();
    const label = (await handle.getAttribute('aria-label'))!.replace(/^Move /, '');
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('designer-announcer')).toHaveText(new RegExp(`^Dropped ${label} at position 99 of 100`));
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('designer-large-bottom-1280.png') });
  });

  test('a keyboard move that carries the page along brings the rows below it into the list in the same step', async ({ page }) => {
    await openBenchmark(page);
    const list = layout(page).getByRole('list', { name: 'Properties of Section 1.1', exact: true });
    await list
      .getByRole('button', { name: /^Move / })
      .first()
      .focus();
    await page.keyboard.press('Space');
    // Each step is pressed and read back in one go in the page, so no frame (and no scroll event) comes
    // between: the rows must follow the scroll the step made by themselves. A window of rows is the rows
    // in the viewport and six more each side (property-list.tsx).
    const step = () =>
      list.evaluate(async (element) => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
        for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
        const rowHeight = 44;
        const rows = [...element.querySelectorAll<HTMLElement>(':scope > li')].map((row) => Math.round(parseFloat(row.style.top) / rowHeight));
        const inView = Math.ceil((window.innerHeight - element.getBoundingClientRect().top) / rowHeight);
        return { scrollY: window.scrollY, lastRow: Math.max(...rows), lastInWindow: Math.min(100, inView + 6) - 1 };
      });
    const steps = [];
    for (let count = 0; count < 24; count += 1) steps.push(await step());
    // The move did carry the page along (else this test shows nothing).
    expect(steps.at(-1)!.scrollY).toBeGreaterThan(steps[0]!.scrollY);
    for (const { lastRow, lastInWindow } of steps) expect(lastRow).toBeGreaterThanOrEqual(lastInWindow);
    await page.keyboard.press('Escape');
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('every tab is shown in the row or offered in the "All tabs" menu, which the keyboard works', async ({ page }) => {
    await openBenchmark(page);
    // Nine tabs: more than the row shows at this width, whatever the navigation beside it takes.
    for (let added = 0; added < 4; added += 1) await page.getByRole('button', { name: 'Add tab' }).click();
    await tabButtons(page).filter({ hasText: 'Tab 1' }).click();
    const names = await tabButtons(page).allTextContents();
    expect(names).toEqual(['Tab 1', 'Tab 2', 'Tab 3', 'Tab 4', 'Tab 5', 'New tab', 'New tab 2', 'New tab 3', 'New tab 4']);
    // Tabs the row cannot show whole must be reachable from a visible overflow control.
    const cut = await page.getByRole('list', { name: 'Tabs' }).evaluate((row) => {
      const box = row.getBoundingClientRect();
      return [...row.querySelectorAll('.tab-chip')].filter((chip) => {
        const rect = chip.getBoundingClientRect();
        return rect.left < box.left - 1 || rect.right > box.right + 1;
      }).length;
    });
    expect(cut).toBeGreaterThan(0);
    const more = page.getByRole('button', { name: 'All tabs (9)' });
    await expect(more).toBeInViewport();

    await more.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'All tabs' });
    await expect(menu.getByRole('menuitemradio')).toHaveText(names);
    await expect(menu.getByRole('menuitemradio', { name: 'Tab 1' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the designer with the tab menu open');
    await page.screenshot({ path: test.info().outputPath('designer-tab-menu-1024.png') });
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: 'New tab 4' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // The chosen tab is open and scrolled into the row, whole.
    const chosen = tabButtons(page).filter({ hasText: 'New tab 4' });
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('No sections in this tab yet.', { exact: false })).toBeVisible();
    const inside = await page.getByRole('list', { name: 'Tabs' }).evaluate((row) => {
      const box = row.getBoundingClientRect();
      const chip = row.querySelector('.tab-chip.is-active')!.getBoundingClientRect();
      return chip.left >= box.left - 1 && chip.right <= box.right + 1;
    });
    expect(inside).toBe(true);

    // Escape closes the menu and gives the focus back; the arrow keys move between the tabs of the row.
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await tabButtons(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabButtons(page).nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(chosen).toBeFocused();
  });

  test('nothing of the designer scrolls sideways, and Save stays in view', async ({ page }) => {
    await openBenchmark(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await nestedScrollBoxes(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'the designer of a long asset type');
  });
});
