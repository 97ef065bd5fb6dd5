import { expect, expectNoSeriousA11yViolations, gotoAndWait, pressWhileMockHolds, reloadMidRequest, test } from './fixtures';

// Issue 8 item 9 and issue 9 in the languages dialog, in a real browser.
test('the browser’s Back asks before closing the language dialog over what was typed', async ({ page }) => {
  await gotoAndWait(page, '/languages');
  await page.getByRole('table').getByRole('row').filter({ hasText: 'da-DK' }).getByRole('cell').nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Dansk');
  await page.goBack();
  const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the discard question', '[role=alertdialog]');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Dansk');
  await expect(page).toHaveURL(/\?edit=\d+$/);

  await page.goBack();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('table').getByText('Dansk')).toHaveCount(0);
});

test('two tabs on one language: a colleague’s sort order and my name both survive', async ({ page, context }) => {
  const colleague = await context.newPage();
  for (const tab of [page, colleague]) {
    await gotoAndWait(tab, '/languages');
    await tab.getByRole('table').getByRole('row').filter({ hasText: 'da-DK' }).getByRole('cell').nth(1).click();
  }
  await page.getByRole('dialog').getByLabel('Name').fill('Dansk');
  await colleague.getByRole('dialog').getByLabel('Sort order').fill('90');
  await colleague.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(colleague.getByRole('dialog')).toBeHidden();

  await expect(page.getByRole('dialog').getByText(/This language was changed elsewhere since you opened it \(Sort order\)/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Language da-DK saved. Merged with changes made since you opened it: Sort order.')).toBeVisible();
  await colleague.reload();
  const row = colleague.getByRole('table').getByRole('row').filter({ hasText: 'da-DK' });
  await expect(row).toContainText('Dansk');
  await expect(row).toContainText('90');
});

test('a reload in the middle of adding a language asks first, and the form offers what was typed back', async ({ page }) => {
  await gotoAndWait(page, '/languages?new');
  const dialog = page.getByRole('dialog', { name: 'New language' });
  await dialog.getByLabel('Culture code').fill('is-IS');
  await dialog.getByLabel('Name').fill('Islandsk (vores)');
  // The mock holds the request past the reload, so the language is never added.
  await pressWhileMockHolds(page, dialog.getByRole('button', { name: 'Save' }), dialog.getByRole('button', { name: 'Saving…' }));
  // The page after the reload answers at once (the form asks the server whether the language was added before it offers).
  expect(await reloadMidRequest(page)).toEqual(['beforeunload']);

  const again = page.getByRole('dialog', { name: 'New language' });
  await again.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(again.getByLabel('Name')).toHaveValue('Islandsk (vores)');
  await expect(again.getByLabel('Culture code')).toHaveValue('is-IS');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'is-IS' })).toContainText('Islandsk (vores)');
});

test('two tabs adding languages at once: the one that lands first does not take the other’s kept input with it', async ({ page, context }) => {
  const other = await context.newPage();
  for (const tab of [page, other]) await gotoAndWait(tab, '/languages?new');
  // This tab's addition is held by the mock until after the reload below: it never lands.
  const dialog = page.getByRole('dialog', { name: 'New language' });
  await dialog.getByLabel('Culture code').fill('fo-FO');
  await dialog.getByLabel('Name').fill('Færøsk (vores)');
  await pressWhileMockHolds(page, dialog.getByRole('button', { name: 'Save' }), dialog.getByRole('button', { name: 'Saving…' }));
  // Meanwhile the other tab adds one, which lands.
  const otherDialog = other.getByRole('dialog', { name: 'New language' });
  await otherDialog.getByLabel('Culture code').fill('is-IS');
  await otherDialog.getByLabel('Name').fill('Islandsk (vores)');
  await otherDialog.getByRole('button', { name: 'Save' }).click();
  await expect(otherDialog).toBeHidden();

  expect(await reloadMidRequest(page)).toEqual(['beforeunload']);
  const again = page.getByRole('dialog', { name: 'New language' });
  await again.getByRole('region', { name: 'Unsaved input' }).getByRole('button', { name: 'Restore what you typed' }).click();
  await expect(again.getByLabel('Culture code')).toHaveValue('fo-FO');
  await expect(again.getByLabel('Name')).toHaveValue('Færøsk (vores)');
});
