import type { Page } from '@playwright/test';
import { expect, gotoAndWait, test } from './fixtures';

// Danish and German words are longer than English ones: what an editor works with every day stays whole on screen.

async function openIn(page: Page, language: 'da' | 'de', path: string) {
  await page.addInitScript((chosen) => localStorage.setItem('pim.interfaceLanguage', chosen), language);
  await gotoAndWait(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Whether `inner` lies whole inside `outer`'s visible box (nothing cut by its scroll or its edges). */
async function wholeInside(page: Page, inner: string, outer: string) {
  return page.locator(outer).evaluate((box, selector) => {
    const outerRect = box.getBoundingClientRect();
    const rect = box.querySelector(selector)!.getBoundingClientRect();
    return rect.width > 0 && rect.left >= outerRect.left - 1 && rect.right <= outerRect.right + 1;
  }, inner);
}

for (const [language, width, heading] of [
  ['de', 1280, 'Asset-Typ: Image'],
  ['de', 800, 'Asset-Typ: Image'],
  ['da', 800, 'Aktivtype: Image'],
] as const) {
  test(`designer in ${language} at ${width} px: the open tab is shown whole in the row of tabs, beside "All tabs" and "Add tab"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openIn(page, language, '/asset-types');
    await page.getByRole('link', { name: 'Image', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.tab-chip.is-active')).toContainText('General');
    await expect.poll(() => wholeInside(page, '.tab-chip.is-active', '.tab-chips')).toBe(true);
  });
}

test('attributes list in German: how many names are translated ("6 von 6") is shown whole, not cut to "6 von 6…"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'de', '/attributes');
  await expect(page.getByRole('heading', { level: 1, name: 'Attribute' })).toBeVisible();
  const first = page.locator('.completeness').first();
  await expect(first).toHaveText('6 von 6');
  const cut = await page.locator('.completeness').evaluateAll((cells) => cells.filter((cell) => cell.parentElement!.scrollWidth > cell.parentElement!.clientWidth).length);
  expect(cut, 'cells whose count is cut').toBe(0);
});

test('a refused save in a Danish dialog: its buttons stay one line each beside or below the message, not squeezed into tall boxes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'da', '/languages');
  await page.getByRole('link', { name: 'fr-CA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger French (Canada)' });
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Français');
  await page.evaluate(() => window.__pimMock!.addFault({ method: 'PUT', path: '/v1/Languages*', status: 500 }));
  await dialog.getByRole('button', { name: 'Gem' }).click();
  // The refusal beside Gem takes the focus (which reads it).
  await expect(dialog.locator('.form-error:focus')).toContainText('Injected fault');
  const save = await dialog.getByRole('button', { name: 'Gem' }).boundingBox();
  for (const name of ['Gennemse ændringer', 'Annuller']) {
    const box = await dialog.getByRole('button', { name }).boundingBox();
    expect(box!.height, `“${name}” is as tall as Gem: one line`).toBeLessThanOrEqual(save!.height + 1);
  }
  expect(save!.height, 'Gem is one line high').toBeLessThan(48);
});

test('designer in German at 1280 px: the attribute list keeps room for the names beside “Hinzufügen”, as many whole as in English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openIn(page, 'de', '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset-Typ: Image' })).toBeVisible();
  const names = page.locator('.palette-name');
  await expect(names.first()).toHaveText('Accessories · Produktreferenz');
  // Cut to two lines with "…" (as "Accessories ·…" was): a name whose text is taller than its box.
  const cut = await names.evaluateAll((elements) => elements.filter((element) => element.scrollHeight > element.clientHeight + 1).map((element) => element.textContent));
  for (const name of ['Accessories · Produktreferenz', 'Age restricted · Ja/Nein', 'Alcohol by volume · Zahl', 'Available – Canada · Ja/Nein']) expect(cut).not.toContain(name);
});
