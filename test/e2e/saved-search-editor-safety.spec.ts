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

test('two tabs saving one search’s columns 0.3 s apart: the column one tab added and the one the other removed both stand, and the merge is named', async ({ page, context }) => {
  const colleague = await context.newPage();
  const columns = (tab: Page) => tab.getByRole('list', { name: 'Columns in display order' }).locator('.column-name');
  const serverColumns = () =>
    page.evaluate(async (uid) => {
      const search = await (await fetch(`/api/v1/savedsearches/${uid}`, { headers: { Authorization: 'demo-key' } })).json();
      return (search.ViewColumns as { FieldUid: string }[]).map((column) => column.FieldUid);
    }, SEARCH);
  await openSearch(page);
  await openSearch(colleague);
  const opened = await serverColumns();
  const names = await columns(page).allTextContents();
  expect(names).toHaveLength(4);
  expect(names).not.toContain('Cost price');
  for (const tab of [page, colleague]) await tab.evaluate(() => window.__pimMock!.setLatency(300));

  // The colleague adds a column; this tab removes the third one.
  const adder = colleague.getByRole('combobox', { name: 'Field to add as a column' });
  await adder.pressSequentially('Cost price');
  await adder.press('Enter');
  await expect(columns(colleague)).toHaveText([...names, 'Cost price']);
  await page.getByRole('button', { name: `Remove column ${names[2]}`, exact: true }).click();
  const mine = [names[0]!, names[1]!, names[3]!];
  await expect(columns(page)).toHaveText(mine);

  // The colleague's save is on its way when this tab saves.
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(colleague.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/ saved\. Merged with changes made since you opened it: Columns\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /Someone else changed/ })).toHaveCount(0);

  // Both changes on the server and in this tab's editor.
  await expect(columns(page)).toHaveText([...mine, 'Cost price']);
  const saved = await serverColumns();
  expect(saved.slice(0, 3)).toEqual([opened[0], opened[1], opened[3]]);
  expect(saved).toHaveLength(4);
  expect(opened).not.toContain(saved[3]);
  await colleague.evaluate(() => window.__pimMock!.setLatency(0));
  await colleague.reload();
  await expect(columns(colleague)).toHaveText([...mine, 'Cost price']);
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

test('a save a reload cut off after the server had it merged with a colleague’s column is not offered back', async ({ page, context }) => {
  const colleague = await context.newPage();
  const columns = (tab: Page) => tab.getByRole('list', { name: 'Columns in display order' }).locator('.column-name');
  const serverColumns = () =>
    page.evaluate(async (uid) => {
      const search = await (await fetch(`/api/v1/savedsearches/${uid}`, { headers: { Authorization: 'demo-key' } })).json();
      return (search.ViewColumns as { FieldUid: string }[]).length;
    }, SEARCH);
  await openSearch(page);
  await openSearch(colleague);
  const names = await columns(page).allTextContents();
  // The colleague adds a column and saves; this tab removes one and saves, merged with it: cut off by a reload.
  const adder = colleague.getByRole('combobox', { name: 'Field to add as a column' });
  await adder.pressSequentially('Cost price');
  await adder.press('Enter');
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(colleague.getByText(/saved\.$/)).toBeVisible();
  await page.getByRole('button', { name: `Remove column ${names[2]}`, exact: true }).click();
  await page.evaluate(() => window.__pimMock!.setLatency(600));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(serverColumns, { timeout: 20_000 }).toBe(names.length);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  await page.reload();
  await waitForMock(page);
  await expect(columns(page)).toHaveText([names[0]!, names[1]!, names[3]!, 'Cost price']);
  await expect(page.getByRole('heading', { name: 'Unsaved changes from a save that failed' })).toBeHidden();
});
