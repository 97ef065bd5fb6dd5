import { expect, expectNoSeriousA11yViolations, gotoAndWait, injectFault, test } from './fixtures';

test('Activity lists what failed and what was saved, each with its way back, and works from the keyboard', async ({ page }) => {
  await gotoAndWait(page, '/attributes?q=colour');
  await page.getByRole('table').getByRole('link', { name: 'colour', exact: true }).click();
  await expect(page.getByLabel('Alias')).toHaveValue('colour');
  const activityButton = page.getByRole('banner').getByRole('button', { name: 'Activity' });

  await activityButton.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Activity' });
  await expect(panel.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(panel).toContainText('Nothing yet');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(activityButton).toBeFocused();

  await injectFault(page, { method: 'PUT', path: '/attributes', status: 500, once: true });
  await page.getByLabel('Backoffice name').fill('Hue');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Shown, not announced: the editor says it where the focus moves.
  await expect(page.locator('.toast').filter({ hasText: 'Attribute colour was not saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attribute colour saved.' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();

  await activityButton.click();
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(/Done\s*Attribute colour saved\./);
  await expect(entries.nth(1)).toContainText(/Failed\s*Attribute colour was not saved: .*just now/);
  await expectNoSeriousA11yViolations(page, 'the Activity panel', '.dialog');
  await entries.nth(0).getByRole('link', { name: 'Open it' }).press('Enter');
  await expect(page.getByLabel('Alias')).toHaveValue('colour');
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue');
  await expect(panel).toBeHidden();
});
