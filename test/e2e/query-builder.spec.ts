import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test, waitForMock } from './fixtures';

const treeItem = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) });

test('the field picker with 10,000 attributes: type part of a name, pick it with the keyboard, the filter shows it', async ({ page }) => {
  test.setTimeout(60_000); // the large seed is generated in the page on every load
  await page.goto('/saved-searches/new?mock-seed=large');
  await waitForMock(page);
  // The page loads 10,000 attributes generated in this page: longer than the usual wait.
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Name', { exact: true }).fill('Large picker');
  await page.getByRole('button', { name: 'Add filter' }).click();
  const picker = page.getByRole('combobox', { name: 'Filter 1 field' });
  await picker.click();
  // Only the first matches are in the DOM; the rest is a keystroke away.
  await expect(page.getByRole('status').filter({ hasText: /^50 of 10,0\d\d shown: type to narrow\.$/ })).toBeVisible();
  await picker.pressSequentially('field 4321');
  const options = page.getByRole('listbox', { name: 'Fields' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('field 4321');
  await expectNoSeriousA11yViolations(page, 'the field picker with its list open', '.query-editor');
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(/field 4321$/);
  await expect(page.locator('.query-summary')).toHaveText(/^Finds products where .*field 4321 is \(no value\)\.$/);
  await expect(page.locator('.query-filter').getByText(/^Enter a value to compare with/)).toBeVisible();
});

test('a new search as an editor builds it: Enter picks a typed name, operators and values by type, columns by the same picker; the Selected line names it', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  await treeItem(page, 'All active products').click();
  const context = page.locator('.tree-context');
  await expect(context).toHaveText(/^Selected: saved search “All active products”\./);
  await page.getByRole('link', { name: 'New saved search' }).click();
  await expect(page.getByRole('heading', { name: 'New saved search' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Winter picks');

  // A number field: typed in full, Enter picks it (the form is not sent), number comparisons only.
  await page.getByRole('button', { name: 'Add filter' }).click();
  const first = page.getByRole('combobox', { name: 'Filter 1 field' });
  await first.pressSequentially('Cost price');
  await first.press('Enter');
  await expect(first).toHaveValue('Cost price');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Enter a name.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/saved-searches\/new$/);
  const operator = page.getByLabel('Filter 1 operator');
  await expect(operator.locator('option')).toHaveText(['is', 'is not', 'is larger than', 'is smaller than', 'is empty', 'is not empty']);
  await operator.selectOption({ label: 'is larger than' });
  await expect(page.getByLabel('Filter 1 value')).toHaveAttribute('type', 'number');
  await page.getByLabel('Filter 1 value').fill('100');

  // A fixed list: its values from a picker.
  await page.getByRole('button', { name: 'Add filter' }).click();
  const second = page.getByRole('combobox', { name: 'Filter 2 field' });
  await second.pressSequentially('colour');
  await second.press('Enter');
  await expect(second).toHaveValue('Colour');
  await expect(page.getByLabel('Filter 2 operator').locator('option')).toHaveText(['is', 'is not', 'is empty', 'is not empty']);
  const value = page.getByRole('combobox', { name: 'Filter 2 value' });
  await value.click();
  await expect(page.getByRole('listbox', { name: 'Values of Colour in saved searches' }).getByRole('option', { name: /^grey/ })).toBeVisible();
  // The list opens inside the page: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'the query builder with a fixed list’s values open', '.saved-search-form');
  await page.screenshot({ path: test.info().outputPath('query-builder-values.png'), fullPage: true });
  await value.press('ArrowDown');
  await value.press('Enter');
  await expect(value).toHaveValue('grey');
  await expect(page.locator('.query-summary')).toHaveText('Finds products where Cost price is larger than 100 and Colour is “grey”.');

  // View columns: the same searchable picker, no list of every field.
  const adder = page.getByRole('combobox', { name: 'Field to add as a column' });
  await expect(page.locator('.view-columns select')).toHaveCount(0);
  await adder.pressSequentially('launch');
  await expect(page.getByRole('listbox', { name: 'Fields' }).getByRole('option').first()).toContainText('Launch date');
  await adder.press('ArrowDown');
  await adder.press('Enter');
  await adder.pressSequentially('Cost price');
  await adder.press('Enter');
  await expect(page.getByRole('list', { name: 'Columns in display order' }).locator('.column-name')).toHaveText(['Launch date', 'Cost price']);
  await expect(adder).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the query builder', '.saved-search-form');
  await page.screenshot({ path: test.info().outputPath('query-builder.png'), fullPage: true });

  await page.getByRole('button', { name: 'Create saved search' }).click();
  // The create is written to the outbox, sent, and the tree and the search read again: slower than a click on a busy machine.
  await expect(page.getByRole('heading', { name: 'Edit “Winter picks”' })).toBeVisible({ timeout: 15_000 });
  await expect(context).toHaveText(/^Selected: saved search “Winter picks”\./);
  await expect(treeItem(page, 'Winter picks')).toHaveAttribute('aria-selected', 'true');
});

test('a stored operator the field’s type no longer offers is shown and marked, not lost', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  await treeItem(page, 'Colours to review').click();
  // The editor's route, the search and 200 attributes load first: more than a click's wait on a busy machine.
  await expect(page.getByRole('heading', { name: 'Edit “Colours to review”' })).toBeVisible({ timeout: 15_000 });
  const operator = page.getByLabel('Filter 1 operator');
  await expect(operator.locator('option:checked')).toHaveText('does not contain (kept: not offered for a fixed list)');
  await expect(page.locator('.query-kept')).toHaveText('“does not contain” is not offered for a fixed list. The search keeps it until you choose another operator.');
  await expect(page.locator('.query-summary')).toHaveText('Finds global list entries where Colour does not contain “grey”.');
  await expectNoSeriousA11yViolations(page, 'a kept operator', '.saved-search-form');
});
