import type { Page } from '@playwright/test';
import { expect, gotoAndWait, test } from './fixtures';

// Issue 9: the embedded mock is one server for every tab of a browser, and an open list in one
// tab follows changes made in another (BroadcastChannel), with no reload.
const languageRow = (page: Page, cultureCode: string) => page.getByRole('row').filter({ has: page.getByText(cultureCode, { exact: true }) });

async function openAttribute(page: Page, alias: string) {
  await gotoAndWait(page, `/attributes?q=${alias}`);
  await page.getByRole('table', { name: 'Attributes' }).getByRole('link', { name: alias, exact: true }).click();
  await expect(page.getByLabel('Alias')).toHaveValue(alias);
}

test('a language added in one tab appears in the other tab’s open list, and both tabs keep it after a reload', async ({ page, context }) => {
  const other = await context.newPage();
  await gotoAndWait(page, '/languages');
  await gotoAndWait(other, '/languages');
  await expect(languageRow(other, 'da-DK')).toBeVisible();
  await expect(languageRow(other, 'it-IT')).toHaveCount(0);

  await page.getByRole('button', { name: 'New language' }).click();
  await page.getByLabel('Culture code', { exact: true }).fill('it-IT');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(languageRow(page, 'it-IT')).toBeVisible();

  await expect(languageRow(other, 'it-IT')).toContainText('Italian (Italy)');
  await other.reload();
  await expect(languageRow(other, 'it-IT')).toContainText('Italian (Italy)');
  await page.reload();
  await expect(languageRow(page, 'it-IT')).toContainText('Italian (Italy)');
});

test('two tabs editing two attributes at once: after both save, a reload of either shows both changes', async ({ page, context }) => {
  const other = await context.newPage();
  await openAttribute(page, 'colour');
  await openAttribute(other, 'accessories');
  // Both tabs have loaded their data and are mid-edit before either saves.
  await page.getByLabel('Backoffice name').fill('Colour (renamed in tab 1)');
  await other.getByLabel('Backoffice name').fill('Accessories (renamed in tab 2)');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attribute colour saved.')).toBeVisible();
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText('Attribute accessories saved.')).toBeVisible();

  for (const tab of [page, other]) {
    await gotoAndWait(tab, '/attributes?q=renamed in tab');
    const table = tab.getByRole('table', { name: 'Attributes' });
    await expect(table.getByRole('cell', { name: 'Colour (renamed in tab 1)' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Accessories (renamed in tab 2)' })).toBeVisible();
  }
});

test('two tabs bulk-editing two settings of every attribute at once: each tab’s setting holds on every attribute, as each reports', async ({ page, context }) => {
  test.setTimeout(120_000);
  const other = await context.newPage();
  /** Ticks every attribute and asks to set `setting` to Yes; answers the confirmation's button and the bar. */
  async function askBulk(tab: Page, setting: string) {
    await gotoAndWait(tab, '/attributes');
    await tab
      .getByRole('table', { name: 'Attributes' })
      .getByRole('checkbox', { name: /^Select all \d/ })
      .check();
    const bar = tab.getByRole('region', { name: 'Bulk edit' });
    await bar.getByLabel('Setting to change').selectOption(setting);
    await bar.getByLabel('New value').selectOption('true');
    await bar.getByRole('button', { name: /^Apply to \d+ attributes…$/ }).click();
    return { bar, confirm: tab.getByRole('alertdialog').getByRole('button', { name: /^Set on \d+ attributes$/ }) };
  }
  const indexing = await askBulk(page, 'DisableIndexing');
  const logging = await askBulk(other, 'DisableRevisionLogging');
  // Each attribute is written by both tabs in turn, the second re-reading it just after the first wrote it.
  await indexing.confirm.click();
  await logging.confirm.click();
  for (const { bar } of [indexing, logging]) await expect(bar.getByRole('status')).toHaveText(/^\d+ attributes saved\.$/, { timeout: 90_000 });

  const stored = await page.evaluate(
    async () => (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string; DisableIndexing?: boolean; DisableRevisionLogging?: boolean }[],
  );
  expect(stored.filter((attribute) => attribute.DisableIndexing !== true).map((attribute) => attribute.Alias)).toEqual([]);
  expect(stored.filter((attribute) => attribute.DisableRevisionLogging !== true).map((attribute) => attribute.Alias)).toEqual([]);
});
