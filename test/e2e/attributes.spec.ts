import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, refuseFirstFetch, test, waitForPageData } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Attributes' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search attributes' });
/** Alias links in the table's rows. */
const aliasLinks = (page: Page) => table(page).getByRole('row').getByRole('link');

async function openList(page: Page, path = '/attributes') {
  await gotoAndWait(page, path);
  await expect(aliasLinks(page).first()).toBeVisible();
}

test('search and filters live in the URL and survive a reload', async ({ page }) => {
  await openList(page);
  await search(page).pressSequentially('farve');
  await page.getByLabel('Type').selectOption('FixedListAttribute');
  await expect(page).toHaveURL(/[?&]q=farve/);
  await expect(page).toHaveURL(/[?&]type=FixedListAttribute/);
  await expect(aliasLinks(page)).toHaveText(['colour']);

  await page.reload();
  await expect(search(page)).toHaveValue('farve');
  await expect(page.getByLabel('Type')).toHaveValue('FixedListAttribute');
  await expect(aliasLinks(page)).toHaveText(['colour']);
});

test('the list keeps a bounded number of rows in the DOM and scrolls to the end', async ({ page }) => {
  await openList(page);
  const count = await table(page).getByRole('row').count();
  expect(count).toBeLessThan(60);
  await page.getByRole('region', { name: 'Attributes (scrollable)' }).evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(aliasLinks(page).last()).toBeVisible();
  expect(await table(page).getByRole('row').count()).toBeLessThan(60);
});

test('while its rows overflow, the list is a tab stop the keyboard scrolls; when they all fit, it is none', async ({ page }) => {
  await openList(page);
  const scroller = page.getByRole('region', { name: 'Attributes (scrollable)' });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await scroller.focus();
  await page.keyboard.press('End');
  await expect(aliasLinks(page).last()).toBeInViewport();
  expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  await search(page).fill('isActive');
  await expect(aliasLinks(page)).toHaveText(['isActive']);
  await expect(scroller).toHaveCount(0);
  await expect(page.locator('[tabindex="0"]').filter({ has: table(page) })).toHaveCount(0);
});

test('column headers are readable in full at 1280 px, long texts wrap or show in full on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openList(page);
  const clipped = await table(page)
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.filter((header) => header.scrollWidth > header.clientWidth + 1).map((header) => header.textContent));
  expect(clipped).toEqual([]);

  const long = 'Averyveryverylongbackofficenamewithoutanyspaces'.repeat(4);
  const uid = await page.evaluate(async (name) => {
    const body = { Uid: crypto.randomUUID(), Alias: 'longNamed', AttributeType: 'BooleanAttribute', BackofficeName: name, Name: { 'en-GB': name } };
    await fetch('/api/attributes', { method: 'POST', headers: { Authorization: 'demo-key', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return body.Uid;
  }, long);
  await openList(page, '/attributes?q=longNamed');
  await expect(table(page).getByRole('cell', { name: long }).first()).toHaveAttribute('title', long);
  await gotoAndWait(page, `/attributes/${uid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(long);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('creates an attribute, opens it, and a reload shows what was saved', async ({ page }) => {
  await openList(page);
  await page.getByRole('link', { name: 'New attribute' }).click();
  await page.getByLabel('Alias').fill('isGiftWrapped');
  await page.getByLabel(/^Name in English .*\(en-GB\)$/).fill('Gift wrapped');
  await page.getByLabel(/^Name in Danish .*\(da-DK\)$/).fill('Gaveindpakket');
  await page.getByRole('button', { name: 'Create attribute' }).click();

  await expect(page).toHaveURL(/\/attributes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attribute Gift wrapped');
  await page.reload();
  await expect(page.getByLabel('Alias')).toHaveValue('isGiftWrapped');
  await expect(page.getByLabel(/^Name in Danish .*\(da-DK\)$/)).toHaveValue('Gaveindpakket');

  await page.getByRole('link', { name: '← All attributes' }).click();
  await search(page).fill('gaveindpakket');
  await expect(aliasLinks(page)).toHaveText(['isGiftWrapped']);
});

test('leaving with unsaved changes asks first, in the app and when closing the tab', async ({ page }) => {
  await openList(page, '/attributes?q=colour');
  await aliasLinks(page)
    .filter({ hasText: /^colour$/ })
    .click();
  const backofficeName = page.getByLabel('Backoffice name');
  await expect(backofficeName).toHaveValue('Colour');
  await backofficeName.fill('Colour (edited)');

  await page.getByRole('navigation').getByRole('link', { name: 'Languages' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(backofficeName).toHaveValue('Colour (edited)');

  let prompted = false;
  page.on('dialog', async (beforeUnload) => {
    prompted = beforeUnload.type() === 'beforeunload';
    await beforeUnload.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompted).toBe(true);
});

test('no serious axe violations on the list, the report and the editor', async ({ page }) => {
  await openList(page);
  await expectNoSeriousA11yViolations(page, '/attributes');

  await page.getByRole('button', { name: 'Where used' }).click();
  await page.getByRole('button', { name: 'Check references' }).click();
  await expect(page.getByText(/^Checked \d+ attributes/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the where-used report');

  await aliasLinks(page)
    .filter({ hasText: /^accessories$/ })
    .click();
  await expect(page.getByLabel('Alias')).toHaveValue('accessories');
  await waitForPageData(page);
  await expectNoSeriousA11yViolations(page, 'the attribute editor');

  await page.goto('/attributes/new');
  await page.getByLabel('Alias').fill('9lives');
  await expect(page.getByLabel('Alias')).toHaveAccessibleDescription(/must not start with a digit/);
  await page.getByRole('radio', { name: 'Attribute reference' }).check();
  await expectNoSeriousA11yViolations(page, 'the new attribute form with an error');
});

test('where used does not call an attribute unused that an asset type places, and links to it', async ({ page }) => {
  await gotoAndWait(page, '/attributes?report=where-used');
  const report = page.locator('section.where-used');
  await report.getByRole('radio', { name: /All attributes/ }).check();
  await report.getByRole('button', { name: 'Check references' }).click();
  await expect(report.getByText(/^Checked \d+ attributes against server references, \d+ asset types, \d+ saved searches/)).toBeVisible();
  await expect(report.getByRole('region', { name: /^Unused/ }).getByText('availableTo', { exact: true })).toHaveCount(0);
  const line = report
    .getByRole('region', { name: /^Used only by the models/ })
    .getByRole('listitem')
    .filter({ hasText: 'availableTo' });
  await line.getByRole('link', { name: 'Image' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
});

test('creates a Text attribute with one of its learned settings, then edits that setting', async ({ page }) => {
  await gotoAndWait(page, '/attributes/new');
  await page.getByLabel('Alias').fill('careNote');
  await page.getByRole('radio', { name: 'Text' }).check();
  const settings = page.getByRole('group', { name: 'Settings of text attributes' });
  await settings.getByRole('textbox', { name: 'Maximum length' }).fill('400');
  await page.getByRole('button', { name: 'Create attribute' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attribute careNote' })).toBeVisible();
  const maxLength = page.getByRole('group', { name: 'Settings of text attributes' }).getByRole('textbox', { name: 'Maximum length' });
  await expect(maxLength).toHaveValue('400');
  await expectNoSeriousA11yViolations(page, 'an attribute with its type settings', '.attribute-form');
  await maxLength.fill('250');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Settings of text attributes' }).getByRole('textbox', { name: 'Maximum length' })).toHaveValue('250');
});

test('a result clicked right after typing opens, even when the search box writes the URL while the editor loads', async ({ page }) => {
  await page.clock.install();
  await openList(page);
  // The editor's code arrives only when the test says so: the click's navigation is still under way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(/attribute-editor-route-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Time stands still from here: the pause after typing has not ended when the result is clicked.
  await page.clock.pauseAt(Date.now() + 60_000);
  await search(page).fill('colour');
  await expect(aliasLinks(page)).toHaveText(['colour', 'colourGroup']);
  await table(page).getByRole('link', { name: 'colour', exact: true }).click();
  // The page says the click was heard while the editor's code is on its way.
  await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
  // The pause after typing ends while the editor loads: the search box's URL write comes due now.
  await page.clock.runFor(1_000);
  await page.clock.resume();
  release();
  await expect(page.getByLabel('Alias')).toHaveValue('colour');
  await expect(page).toHaveURL(/\/attributes\/[0-9a-f-]{36}$/);
});

test('the report, bulk edit and Export that cannot be fetched say so in words an editor can act on, and the list stays', async ({ page }) => {
  // As after a new deployment replaced the files: each part's first fetch fails.
  await refuseFirstFetch(page, /\/assets\/where-used-section-[^/]*\.js$/);
  await refuseFirstFetch(page, /\/assets\/bulk-edit-bar-[^/]*\.js$/);
  await refuseFirstFetch(page, /\/assets\/export-attributes-[^/]*\.js$/);
  await openList(page);
  await search(page).fill('access');

  await page.getByRole('button', { name: 'Where used' }).click();
  const report = page.getByRole('alert').filter({ hasText: 'Could not load the report.' });
  await expect(report).toContainText("Check the connection, or reload the page for the app's latest version.");
  await expect(report).not.toContainText('dynamically imported');
  await expect(aliasLinks(page).first()).toBeVisible();
  // Another page and back: the report is asked for anew (the browser alone would answer with the same failure).
  await page.getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Check references' })).toBeVisible();
  await expect(search(page)).toHaveValue('access');

  await table(page)
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .first()
    .check();
  const bulk = page.getByRole('alert').filter({ hasText: 'Could not load the bulk edit bar.' });
  await expect(bulk).toContainText("Check the connection, or reload the page for the app's latest version.");
  await bulk.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Bulk edit' })).toContainText('1 attribute selected');

  const exportButton = page.getByRole('button', { name: /^Export selected/ });
  await exportButton.click();
  await expect(page.getByText("Could not export: Check the connection, or reload the page for the app's latest version.")).toBeVisible();
  const download = page.waitForEvent('download');
  await exportButton.click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await expect(search(page)).toHaveValue('access');
});
