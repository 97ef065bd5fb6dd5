import { expect, expectNoSeriousA11yViolations, gotoAndWait, test } from './fixtures';

test('bulk edit: two rows ticked with the keyboard get Disable indexing, and the server keeps it', async ({ page }) => {
  await gotoAndWait(page, '/attributes');
  const table = page.getByRole('table', { name: 'Attributes' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Bulk edit' });
  await expect(bar).toContainText('2 attributes selected');
  await expectNoSeriousA11yViolations(page, 'the bulk edit bar', '.bulk-bar');
  const uids = await Promise.all(
    [0, 1].map(async (n) =>
      (await table
        .getByRole('row')
        .nth(n + 1)
        .getByRole('link')
        .getAttribute('href'))!
        .split('/')
        .pop()!,
    ),
  );
  await bar.getByLabel('Setting to change').selectOption('DisableIndexing');
  await bar.getByLabel('New value').selectOption('true');
  await bar.getByRole('button', { name: 'Apply to 2 attributes…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set on 2 attributes' }).click();
  await expect(bar.getByRole('status')).toHaveText('2 attributes saved.');
  const stored = await page.evaluate(
    async (ids) => Promise.all(ids.map(async (uid) => (await (await fetch(`/api/attributes/${uid}`, { headers: { Authorization: 'demo-key' } })).json()).DisableIndexing)),
    uids,
  );
  expect(stored).toEqual([true, true]);
});
