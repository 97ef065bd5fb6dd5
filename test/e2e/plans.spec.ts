import { expect, gotoAndWait, test, waitForMock } from './fixtures';

// Issue 18: a plan of several requests (an import) survives a reload: it goes on by itself after it, and nothing is written twice.
const COUNT = 16;

type Attribute = { Uid: string; Alias?: string | null };

const serverAttributes = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as Attribute[]);

test('a reload in the middle of an import asks first; after it the import goes on, and every record of the file is on the server exactly once', async ({ page }) => {
  await gotoAndWait(page, '/import');
  const before = await serverAttributes(page);
  const picked = before.slice(0, COUNT);
  // A file of demo attributes imported as copies: every one is created anew, so a create sent twice would show as a second copy.
  const file = { format: 'pim-models-export', version: 1, exportedAt: new Date().toISOString(), source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' }, attributes: picked, assetTypes: [], savedSearchFolders: [], savedSearches: [] };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'sixteen.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('radio', { name: /Create copies/ }).check();
  await expect(preview.getByRole('status').first()).toHaveText(`${COUNT} new, 0 differ from what is here, 0 the same (skipped), 0 refused.`);

  await page.evaluate(() => window.__pimMock!.setLatency(400));
  await preview.getByRole('button', { name: `Apply ${COUNT} changes` }).click();
  const progress = preview.getByRole('progressbar', { name: 'Import progress' });
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);

  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await waitForMock(page);

  await expect(page.getByText(/^Import of sixteen\.pim\.json is done: \d+ records? written\.$/)).toBeVisible({ timeout: 20_000 });
  const after = await serverAttributes(page);
  expect(after).toHaveLength(before.length + COUNT);
  for (const { Alias } of picked) {
    expect(after.filter((attribute) => attribute.Alias === `${Alias}Copy`), `${Alias}Copy`).toHaveLength(1);
    expect(after.filter((attribute) => attribute.Alias === `${Alias}Copy2`), `${Alias}Copy2`).toHaveLength(0);
  }
});
