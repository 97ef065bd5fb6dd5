import { expect, expectNoSeriousA11yViolations, test, waitForMock } from './fixtures';

test('the field picker with 10,000 attributes: type part of a name, pick it with the keyboard, the filter shows it', async ({ page }) => {
  test.setTimeout(60_000); // the large seed is generated in the page on every load
  await page.goto('/saved-searches/new?mock-seed=large');
  await waitForMock(page);
  // The page loads 10,000 attributes generated in this page: longer than the usual wait.
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Name').fill('Large picker');
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
