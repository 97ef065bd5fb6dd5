import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, test } from './fixtures';

test('export an asset type, reset the demo, import it: the asset type is back with its layout', async ({ page }) => {
  // An asset type the demo data does not have: a copy of Image.
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  await page.getByRole('button', { name: 'Duplicate…' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Image' });
  await duplicate.getByLabel('Alias of the copy').fill('imageMoved');
  await duplicate.getByLabel('Label of the copy').fill('Image moved');
  await duplicate.getByRole('button', { name: 'Create the copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image moved' })).toBeVisible();
  const copyUrl = page.url();
  const sections = await page.locator('.section-card h3').allInnerTexts();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^asset-type-imagemoved-\d{4}-\d{2}-\d{2}\.pim\.json$/);
  const path = await file.path();
  const exported = JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
  expect(exported).toMatchObject({ format: 'pim-models-export', version: 1, assetTypes: [{ Alias: 'imageMoved' }] });
  expect(exported.attributes.length).toBeGreaterThan(0);

  await gotoAndWait(page, '/settings');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('alertdialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset demo data' }).click();
  await gotoAndWait(page, '/asset-types');
  await expect(page.getByRole('link', { name: 'Image', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Image moved', exact: true })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Import' }).click();
  await page.getByLabel('Choose an export file…').setInputFiles(path);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status')).toHaveText(`1 new, 0 differ from what is here, ${exported.attributes.length} the same (skipped), 0 refused.`);
  await expect(preview.getByRole('row', { name: /Asset type Image moved New/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the import preview');
  await preview.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(preview.getByText('Done: 1 written.')).toBeVisible();

  await page.goto(copyUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image moved' })).toBeVisible();
  await expect(page.locator('.section-card h3')).toHaveText(sections);
});
