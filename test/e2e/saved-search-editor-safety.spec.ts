import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test, waitForMock } from './fixtures';

test.use({ viewport: { width: 1440, height: 1000 } });

// Issues 8 and 9 in the saved search editor, in a real browser: two tabs on one search.
const SEARCH = 'ed5d16d3-3db1-44a3-bed5-000000000002';

async function openSearch(page: Page) {
  await gotoAndWait(page, `/saved-searches/${SEARCH}`);
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
}

test('two tabs on one saved search: a colleague’s timeline and my new name both survive, and the merge is named', async ({ page, context }) => {
  const colleague = await context.newPage();
  await openSearch(page);
  await openSearch(colleague);

  await page.getByLabel('Name', { exact: true }).fill('Renamed in tab one');

  await colleague.getByLabel('Timeline', { exact: true }).check();
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(colleague.getByText(/saved\.$/)).toBeVisible();

  // The other tab hears of it without losing what was typed.
  await expect(page.getByText(/This saved search was changed elsewhere since you opened it/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Renamed in tab one');
  await expectNoSeriousA11yViolations(page, 'the changed-elsewhere notice', '.change-notice');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved search “Renamed in tab one” saved\. Merged with changes made since you opened it: Timeline/)).toBeVisible();

  await colleague.reload();
  await expect(colleague.getByLabel('Name', { exact: true })).toHaveValue('Renamed in tab one');
  await expect(colleague.getByLabel('Timeline', { exact: true })).toBeChecked();
});

test('a save a reload cut off after the server had it is not offered back as one that failed', async ({ page }) => {
  await openSearch(page);
  await page.evaluate(() => window.__pimMock!.setLatency(600));
  await page.getByLabel('Name', { exact: true }).fill('Renamed before the reload');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const serverName = () => page.evaluate(async (uid) => (await (await fetch(`/api/v1/savedsearches/${uid}`, { headers: { Authorization: 'demo-key' } })).json()).Name, SEARCH);
  // Cut after the write, before the answer was read back.
  await expect.poll(serverName, { timeout: 20_000 }).toBe('Renamed before the reload');
  page.on('dialog', (dialog) => void dialog.accept());
  // The page after the reload answers at once.
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  await page.reload();
  await waitForMock(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Renamed before the reload');
  await expect(page.getByRole('heading', { name: 'Unsaved changes from a save that failed' })).toBeHidden();
});
