import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test } from './fixtures';

// Issue 21: an editor who chose Danish works without a word of English on screen (names from the API excepted).
test.use({ viewport: { width: 1440, height: 1000 } });

/** Chooses Danish in Settings, as an editor would: no reload, the page answers at once. */
async function chooseDanish(page: Page) {
  await gotoAndWait(page, '/settings');
  await page.getByLabel('Interface language').selectOption({ label: 'Dansk' });
  await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
}

test('Settings → Dansk: navigation, headings and buttons in Danish at once, and still after a reload', async ({ page }) => {
  await chooseDanish(page);
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
  for (const name of ['Attributter', 'Gemte søgninger', 'Aktivtyper', 'Oversættelser', 'Sprog', 'Indstillinger']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByLabel('Grænsefladesprog')).toHaveValue('da');
  await expect(page).toHaveTitle('Indstillinger · PIM-modeller');
  await expectNoSeriousA11yViolations(page, 'Settings in Danish');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Attributter' })).toBeVisible();

  // And back: English again without a reload.
  await page.getByLabel('Grænsefladesprog').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('attributes in Danish: search, open, change and save', async ({ page }) => {
  await chooseDanish(page);
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Attributter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attributter' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Søg i attributter' }).fill('colour');
  const table = page.getByRole('table', { name: 'Attributter' });
  await expect(table.getByRole('row').getByRole('link')).toHaveText(['colour', 'colourGroup']);
  await expect(page.getByText('2 af 204 attributter')).toBeVisible();
  await table.getByRole('link', { name: 'colour', exact: true }).click();
  const form = page.getByRole('form', { name: 'Attribut' });
  await expect(form.getByLabel('Alias')).toHaveValue('colour');
  await expectNoSeriousA11yViolations(page, 'the attribute editor in Danish');

  await form.getByLabel('Backoffice-navn').fill('Farve (backoffice)');
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(form.getByText('Alle ændringer er gemt')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Attribut' }).getByLabel('Backoffice-navn')).toHaveValue('Farve (backoffice)');
});

test('saved searches in Danish: a keyboard move in the tree is announced in Danish and kept', async ({ page }) => {
  await chooseDanish(page);
  await gotoAndWait(page, '/saved-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Gemte søgninger' })).toBeVisible();
  const item = (name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) });
  await item('Data quality').click();
  await expect(item('Data quality')).toHaveAttribute('aria-posinset', '2');
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' || response.request().method() === 'PUT');
  await page.keyboard.press('Control+ArrowUp');
  await expect(item('Data quality')).toHaveAttribute('aria-posinset', '1');
  await expect(page.getByRole('status').filter({ hasText: 'Flyttede mappen »Data quality«' })).toHaveCount(1);
  await saved;
  await expectNoSeriousA11yViolations(page, 'the saved searches tree in Danish');
  await page.reload();
  await expect(item('Data quality')).toHaveAttribute('aria-posinset', '1');
});

test('the designer in Danish: a keyboard move is announced in Danish, then saved', async ({ page }) => {
  await chooseDanish(page);
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivtype: Image' })).toBeVisible();
  const announcer = page.getByTestId('designer-announcer');
  await page.getByRole('button', { name: 'Flyt Image alt text', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/^Samlede .*Image alt text op, position 1 af 5 i sektion/);
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toHaveText(/Image alt text flyttet til position 2 af 5/);
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(/^Slap Image alt text på position 2 af 5/);
  await expectNoSeriousA11yViolations(page, 'the designer in Danish');
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByText('Ingen ikke-gemte ændringer.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivtype: Image' })).toBeVisible();
  const basics = page.getByRole('list', { name: 'Egenskaber i Basics' }).locator('.item-select');
  await expect(basics.nth(1)).toHaveText('Image alt text');
});

test('the translations grid in Danish: a cell typed and saved with Enter', async ({ page }) => {
  await chooseDanish(page);
  await gotoAndWait(page, '/translations?missing=fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Oversættelser' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Navne efter sprog' });
  const cell = grid.getByRole('textbox', { name: / navn på fr-CA$/ }).first();
  await expect(cell).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'the translations grid in Danish');
  await cell.fill('Nom traduit');
  await cell.press('Enter');
  await expect(cell).toHaveAccessibleDescription('Gemt');
  await expect(grid.getByRole('textbox', { name: / navn på fr-CA$/ }).nth(1)).toBeFocused();
});

test('offline, choosing Danish says its words could not be loaded and keeps the interface as it was', async ({ page }) => {
  await gotoAndWait(page, '/settings');
  await page.context().route(/messages-da-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  const field = page.getByLabel('Interface language');
  await field.selectOption({ label: 'Dansk' });
  await expect(page.getByText('Dansk could not be loaded (no connection?)', { exact: false })).toBeVisible();
  await expect(field).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a Danish editor whose words cannot be downloaded at start gets the app in English, not a blank page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pim.interfaceLanguage', 'da'));
  await page.context().route(/messages-da-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await gotoAndWait(page, '/attributes');
  await expect(page.getByRole('heading', { level: 1, name: 'Attributes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Danish chosen in one tab applies in the other tabs of the browser', async ({ page, context }) => {
  await gotoAndWait(page, '/attributes');
  const other = await context.newPage();
  await gotoAndWait(other, '/settings');
  await other.getByLabel('Interface language').selectOption({ label: 'Dansk' });
  await expect(other.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Attributter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
});

test('Activity in Danish: the longer kind words (“Mislykkedes”) stay inside their badge, clear of the message', async ({ page }) => {
  await chooseDanish(page);
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Sprog' }).click();
  await page.getByRole('link', { name: 'de-DE' }).click();
  await page.evaluate(() => window.__pimMock!.addFault({ method: 'PUT', path: '/v1/Languages', status: 500, once: true }));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Tysk');
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(dialog.locator('.form-error')).toBeFocused();
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Aktivitet' }).click();
  const panel = page.getByRole('dialog', { name: 'Aktivitet' });
  for (const word of ['Mislykkedes', 'Udført']) {
    const badge = panel.locator('.activity-kind', { hasText: word });
    const fits = await badge.evaluate((element) => {
      const message = element.nextElementSibling!.getBoundingClientRect();
      return element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= message.left;
    });
    expect(fits, `“${word}” fits its badge, left of the message`).toBe(true);
  }
});
