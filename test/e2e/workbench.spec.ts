import { expect, expectNoSeriousA11yViolations, gotoAndWait, test, waitForMock } from './fixtures';

test('Ctrl+K finds an attribute by its Danish name and opens it', async ({ page }) => {
  await gotoAndWait(page, '/languages');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Go to or do' });
  const search = dialog.getByRole('combobox', { name: 'Search pages, actions and records' });
  await expect(search).toBeFocused();
  await search.fill('farve');
  await expect(dialog.getByRole('option', { name: 'Colour colour Attributes' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'the command palette', '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Attribute Colour' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('"?" lists the shortcuts; Ctrl+S never opens the browser\'s save dialog', async ({ page }) => {
  await gotoAndWait(page, '/languages');
  await page.getByRole('heading', { level: 1, name: 'Languages' }).click();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to save on this page.' })).toBeAttached();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('table', { name: 'Everywhere' })).toContainText('Go to a page, record or action');
  await expectNoSeriousA11yViolations(page, 'the shortcuts help', '[role="dialog"]');
});

test('a reload shows the kept list at once and says it is being checked, then what the server has', async ({ page }) => {
  await gotoAndWait(page, '/languages');
  await expect(page.getByRole('row').filter({ hasText: 'da-DK' })).toBeVisible();
  // The copy is written once the page is idle; a reload with a slow server then shows it.
  await expect.poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.map((db) => db.name)))).toContain('pim-backoffice');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('pim-backoffice');
            open.onsuccess = () => {
              const count = open.result.transaction('lists').objectStore('lists').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBeGreaterThan(0);
  await page.goto('/languages?mock-latency=1500');
  await expect(page.getByRole('row').filter({ hasText: 'da-DK' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Showing the list from your last visit \(.*\)\. Checking for updates…/ })).toBeVisible();
  await expect(page.getByText(/Showing the list from your last visit/)).toBeHidden();
  await waitForMock(page);
});

test('Ctrl+S in the attribute editor saves it, and the server keeps it', async ({ page }) => {
  await gotoAndWait(page, '/attributes?q=colour');
  await page.getByRole('table').getByRole('link', { name: 'colour', exact: true }).click();
  await expect(page.getByLabel('Alias')).toHaveValue('colour');
  await page.getByLabel('Backoffice name').fill('Hue by shortcut');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'Attribute colour saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Backoffice name')).toHaveValue('Hue by shortcut');
});
