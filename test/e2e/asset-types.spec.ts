import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, outboxOnDevice, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 1000 } });

// Default seed: "Image" has a fixed file tab, then General (Basics, Classification), Marketing and Rights & usage.

async function openImage(page: Page) {
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
}

const propertiesOf = (page: Page, section: string) => page.getByRole('list', { name: `Properties of ${section}` }).getByRole('listitem');
const tabChips = (page: Page) => page.getByRole('list', { name: 'Tabs' }).getByRole('listitem');
const handle = (page: Page, label: string) => page.getByRole('button', { name: `Move ${label}`, exact: true });

async function propertyNames(page: Page, section: string): Promise<string[]> {
  return propertiesOf(page, section).locator('.item-select').allTextContents();
}

/** A real pointer drag: press on the handle, move in several steps (past the 5 px activation), release over the target. */
async function drag(page: Page, from: Locator, to: Locator, where: 'upper' | 'centre' | 'left' = 'centre') {
  await from.scrollIntoViewIfNeeded();
  const source = (await from.boundingBox())!;
  const startX = source.x + source.width / 2;
  const startY = source.y + source.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 8, startY + 8, { steps: 4 });
  // Measured once the drag has started: dnd-kit may have scrolled the page near its edges.
  const target = (await to.boundingBox())!;
  const x = where === 'left' ? target.x + Math.min(10, target.width / 4) : target.x + target.width / 2;
  const y = where === 'upper' ? target.y + Math.min(8, target.height / 4) : target.y + target.height / 2;
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.move(x, y + 1, { steps: 2 });
  await page.mouse.up();
}

test('drags a property across sections with the pointer; save and reload keep the new order', async ({ page }) => {
  await openImage(page);
  expect(await propertyNames(page, 'Basics')).toContain('Subtitle');
  await drag(page, handle(page, 'Subtitle'), propertiesOf(page, 'Classification').first(), 'upper');
  await expect.poll(() => propertyNames(page, 'Classification')).toEqual(['Subtitle', 'Product type', 'Brand', 'Collection', 'Season', 'Colour']);
  expect(await propertyNames(page, 'Basics')).not.toContain('Subtitle');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
  await expect.poll(() => propertyNames(page, 'Classification')).toEqual(['Subtitle', 'Product type', 'Brand', 'Collection', 'Season', 'Colour']);
});

test('drags a section onto another tab’s header: it moves there and the view follows', async ({ page }) => {
  await openImage(page);
  await drag(page, handle(page, 'Classification'), page.getByRole('button', { name: 'Marketing', exact: true }));
  await expect(page.getByRole('button', { name: 'Marketing', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'Layout' }).getByRole('heading', { level: 3 })).toHaveText(['Campaign', 'Channels', 'Relations', 'Classification']);
  await page.getByRole('button', { name: 'General', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Layout' }).getByRole('heading', { level: 3 })).toHaveText(['Basics']);
});

test('drags a tab to the front; the fixed tab keeps its place; undo and redo with the keyboard', async ({ page }) => {
  await openImage(page);
  await expect(tabChips(page)).toHaveText(['File tab (built in)', 'General', 'Marketing', 'Rights & usage'].map((name) => new RegExp(name.replace(/[()&]/g, '.'))));
  await drag(page, handle(page, 'Rights & usage'), page.getByRole('button', { name: 'General', exact: true }), 'left');
  await expect(tabChips(page)).toHaveText([/File tab/, /Rights & usage/, /General/, /Marketing/]);

  await page.keyboard.press('Control+z');
  await expect(tabChips(page)).toHaveText([/File tab/, /General/, /Marketing/, /Rights & usage/]);
  await page.keyboard.press('Control+Shift+z');
  await expect(tabChips(page)).toHaveText([/File tab/, /Rights & usage/, /General/, /Marketing/]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tabChips(page)).toHaveText([/File tab/, /General/, /Marketing/, /Rights & usage/]);
});

test('moves a property with the keyboard, each step announced by label', async ({ page }) => {
  await openImage(page);
  const announcer = page.getByTestId('designer-announcer');
  await handle(page, 'Image alt text').focus();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/Picked up property Image alt text, position 1 of 5 in section Basics, tab General/);
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toHaveText('Image alt text moved to position 2 of 5 in section Basics, tab General.');
  await expect(handle(page, 'Image alt text')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('Dropped Image alt text at position 3 of 5 in section Basics, tab General.');
  expect((await propertyNames(page, 'Basics')).slice(0, 3)).toEqual(['Subtitle', 'Short description', 'Image alt text']);
});

test('a draft survives a reload and is offered back', async ({ page }) => {
  await openImage(page);
  await page.getByRole('button', { name: 'Basics', exact: true }).click();
  await page.getByLabel('Headline').fill('Essentials');
  await expect(page.getByText(/kept as a draft/)).toBeVisible();
  // Kept on the device (the outbox in IndexedDB) before the reload.
  const keptOnDevice = async () => (await outboxOnDevice(page)).some((entry) => entry.resource === 'assetTypeDraft' && JSON.stringify(entry).includes('Essentials'));
  await expect.poll(keptOnDevice).toBe(true);
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Essentials' })).toBeVisible();
});

test('the palette shows placed and long attribute names whole, not cut to a few letters', async ({ page }) => {
  await openImage(page);
  const palette = page.getByRole('complementary', { name: 'Attributes' });
  // "Approved for print" is placed (its chip takes room); "Available – United Kingdom" is long.
  for (const name of [/^Approved for print/, /^Available – United/]) {
    const label = palette.locator('.palette-name').filter({ hasText: name }).first();
    await expect(label).toBeVisible();
    // The name (the label's first text) must lie inside the visible box; the type after it may be cut.
    const clipped = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element.firstChild!);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return text.bottom > box.bottom + 1 || text.right > box.right + 1;
    });
    expect(clipped, `${name} is clipped`).toBe(false);
  }
});

test('no serious axe violations on the list, the designer and the preview', async ({ page }) => {
  await gotoAndWait(page, '/asset-types');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the asset types list');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Basics' })).toBeVisible();
  await page.getByRole('button', { name: 'Subtitle', exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'the designer');
  await page.screenshot({ path: test.info().outputPath('asset-designer.png'), fullPage: true });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('tablist', { name: 'Preview tabs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the preview');
  await page.screenshot({ path: test.info().outputPath('asset-preview.png'), fullPage: true });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the settings panel stays beside the canvas, and the tabs stay in one row', async ({ page }) => {
    await openImage(page);
    await page.getByRole('button', { name: 'Subtitle', exact: true }).click();
    const canvas = await page.getByRole('region', { name: 'Layout' }).boundingBox();
    const settings = await page.locator('.settings-panel').boundingBox();
    expect(settings!.x).toBeGreaterThanOrEqual(canvas!.x + canvas!.width - 1);
    expect(settings!.y).toBeLessThan(canvas!.y + canvas!.height);
    // A long tab list scrolls sideways instead of wrapping.
    for (let index = 0; index < 6; index += 1) await page.getByRole('button', { name: 'Add tab' }).click();
    const tops = await tabChips(page).evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
