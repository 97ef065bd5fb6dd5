import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, reloadAnsweringLeave, test } from './fixtures';

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

test('a file edited by hand: attributes the server would guess a type for, or could not take, are refused in the preview; the rest is written', async ({ page }) => {
  await gotoAndWait(page, '/import');
  const attribute = (uid: string, alias: string | undefined, type: string | undefined) => ({
    Uid: uid,
    ...(alias !== undefined && { Alias: alias }),
    ...(type !== undefined && { AttributeType: type }),
    BackofficeName: `Edited ${uid.slice(-1)}`,
    Name: { 'en-GB': `Edited ${uid.slice(-1)}` },
  });
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [
      attribute('0b8a1c2e-1111-4a4a-9a9a-000000000001', 'noTypeNew', undefined),
      attribute('0b8a1c2e-1111-4a4a-9a9a-000000000002', '9bad alias', 'TextAttribute'),
      attribute('0b8a1c2e-1111-4a4a-9a9a-000000000003', 'brandNewAlias', 'TextAttribute'),
      attribute('0b8a1c2e-1111-4a4a-9a9a-000000000004', 'brandNewAlias', 'TextAttribute'),
    ],
    assetTypes: [],
    savedSearchFolders: [],
    savedSearches: [],
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'edited.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status').first()).toHaveText('1 new, 0 differ from what is here, 0 the same (skipped), 3 refused.');
  await expect(preview).toContainText('It has no type (AttributeType) in the file: the server would choose one, and a type cannot change.');
  await expect(preview).toContainText('Alias may contain only letters a-z, A-Z and digits 0-9.');
  await expect(preview).toContainText("Its alias “brandNewAlias” is another attribute's in this file too.");
  await preview.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(preview.getByText('Done: 1 written.')).toBeVisible();

  const server = await page.evaluate(async () => (await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string }[]);
  expect(server.filter((record) => ['noTypeNew', '9bad alias', 'brandNewAlias'].includes(record.Alias)).map((record) => record.Alias)).toEqual(['brandNewAlias']);
});

test('a damaged file is named by the record and field, in words', async ({ page }) => {
  await gotoAndWait(page, '/import');
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: '2026-11-25T00:00:00Z',
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [{ Uid: '0b8a1c2e-1111-4a4a-9a9a-000000000009', Alias: 'plain', Name: 'Plain' }],
    assetTypes: [],
    savedSearchFolders: [],
    savedSearches: [],
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'damaged.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByText('The file is damaged at attribute 1 (“plain”), Name: it should be an object ({…}).')).toBeVisible();
});

test('an asset type whose tab list a hand edit dropped is refused in the preview, and its layout here stays whole', async ({ page }) => {
  await gotoAndWait(page, '/asset-types');
  await page.getByRole('link', { name: 'Image', exact: true }).click();
  const sections = page.locator('.section-card h3');
  await expect(sections.first()).toBeVisible();
  const shown = await sections.allInnerTexts();
  const designer = page.url();
  const image = await page.evaluate(async () =>
    ((await (await fetch('/api/v1/assettypes', { headers: { Authorization: 'demo-key' } })).json()) as { Alias: string }[]).find((type) => type.Alias === 'image')!,
  );
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [],
    assetTypes: [{ ...image, Label: 'Image, renamed', Configuration: {} }],
    savedSearchFolders: [],
    savedSearches: [],
  };
  await gotoAndWait(page, '/import');
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'no-tabs.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status').first()).toHaveText('0 new, 0 differ from what is here, 0 the same (skipped), 1 refused.');
  await expect(preview).toContainText('Its layout lacks Configuration.Tabs (a list): written as it is, it would remove what is there here. Nothing of this asset type is imported.');
  await expect(preview.getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();

  await page.goto(designer);
  await expect(page.getByRole('heading', { level: 1, name: 'Asset type: Image' })).toBeVisible();
  await expect(sections).toHaveText(shown);
});

test('copies of top-level folders and searches go last in the tree, and no level on the server holds two items on one sort order', async ({ page }) => {
  await gotoAndWait(page, '/import');
  type Placed = { Uid: string; Name: string; SortOrder: number; ParentUid?: string | null; FolderUid?: string | null };
  const lists = () =>
    page.evaluate(async () => {
      const get = async (path: string) => (await (await fetch(`/api/v1/${path}`, { headers: { Authorization: 'demo-key' } })).json()) as Placed[];
      return { folders: await get('savedsearchfolders'), searches: await get('savedsearches') };
    });
  const before = await lists();
  const topFolders = before.folders.filter((folder) => !folder.ParentUid).slice(0, 2);
  const topSearches = before.searches.filter((search) => !search.FolderUid).slice(0, 2);
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [],
    assetTypes: [],
    savedSearchFolders: topFolders,
    savedSearches: topSearches,
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'tops.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('radio', { name: /Create copies/ }).check();
  await preview.getByRole('button', { name: 'Apply 4 changes' }).click();
  await expect(preview.getByText('Done: 4 written.')).toBeVisible();

  const after = await lists();
  const ties = (items: Placed[], parentOf: (item: Placed) => string | null | undefined) => {
    const keys = items.map((item) => `${parentOf(item) ?? ''} ${item.SortOrder}`);
    return keys.length - new Set(keys).size;
  };
  expect(ties(after.folders, (folder) => folder.ParentUid)).toBe(0);
  expect(ties(after.searches, (search) => search.FolderUid)).toBe(0);

  await gotoAndWait(page, '/saved-searches');
  const topRows = page.locator('[role="treeitem"][aria-level="1"] .tree-name');
  await expect(topRows.first()).toBeVisible();
  const shown = await topRows.allTextContents();
  const topFolderCount = before.folders.filter((folder) => !folder.ParentUid).length;
  expect(shown.slice(topFolderCount, topFolderCount + 2)).toEqual(topFolders.map((folder) => `${folder.Name} (copy)`));
  expect(shown.slice(-2)).toEqual(topSearches.map((search) => `${search.Name} (copy)`));
});

test('a file edited by hand (a folder without sort order, Finnish under fi_FI): the preview offers to add fi-FI in a new tab and then takes the texts in; a reload while it writes finishes it', async ({
  page,
  context,
}) => {
  await gotoAndWait(page, '/import');
  const attributeUid = '0b8a1c2e-2222-4a4a-9a9a-000000000001';
  const folderUid = '0b8a1c2e-2222-4a4a-9a9a-000000000002';
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [{ Uid: attributeUid, Alias: 'handEdited', AttributeType: 'TextAttribute', Name: { 'en-GB': 'Hand edited', fi_FI: 'Käsin muokattu' } }],
    assetTypes: [],
    savedSearchFolders: [{ Uid: folderUid, ParentUid: null, Name: 'Hand made', SortOrder: null, OwnerUserUid: null }],
    savedSearches: [],
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'hand.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status').first()).toHaveText('2 new, 0 differ from what is here, 0 the same (skipped), 0 refused.');
  await expect(preview.getByRole('row', { name: /handEdited/ })).toContainText('Its names or descriptions under fi_FI are not imported: no language here has that code.');
  await expectNoSeriousA11yViolations(page, 'the import preview with texts left out');

  const [languagesTab] = await Promise.all([context.waitForEvent('page'), preview.getByRole('link', { name: 'Add fi-FI' }).click()]);
  const form = languagesTab.getByRole('dialog', { name: 'New language' });
  await expect(form.getByLabel('Culture code')).toHaveValue('fi-FI');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await languagesTab.close();
  // The preview reads the languages as they are now: the texts go under fi-FI.
  await expect(preview).not.toContainText('not imported');

  await page.evaluate(() => window.__pimMock!.setLatency(1000));
  const folderCreate = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/v1/savedsearchfolders'));
  await preview.getByRole('button', { name: 'Apply 2 changes' }).click();
  await folderCreate;
  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);
  await expect(page.getByText(/^Import of hand\.pim\.json is done: \d+ records? written\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/here already/)).toHaveCount(0);

  const read = (path: string) => page.evaluate(async (path) => (await (await fetch(`/api${path}`, { headers: { Authorization: 'demo-key' } })).json()) as Record<string, unknown>, path);
  expect((await read(`/attributes/${attributeUid}`)).Name).toEqual({ 'en-GB': 'Hand edited', 'fi-FI': 'Käsin muokattu' });
  expect((await read(`/v1/savedsearchfolders/${folderUid}`)).SortOrder).toEqual(expect.any(Number));
});

test('the same file applied in two tabs at once: each record is written once, and each tab reports what it wrote and what it found here already', async ({ page, context }) => {
  const other = await context.newPage();
  await gotoAndWait(page, '/import');
  await gotoAndWait(other, '/import');
  // Two attributes changed and three new ones, as another environment would have them.
  const file = await page.evaluate(async () => {
    const all = await (await fetch('/api/attributes', { headers: { Authorization: 'demo-key' } })).json();
    const changed = all.slice(0, 2).map((attribute: { BackofficeName: string }) => ({ ...attribute, BackofficeName: `${attribute.BackofficeName} (imported)` }));
    const created = [1, 2, 3].map((n) => ({ Uid: `0b7f6a52-5d4c-4b7e-9a51-3f0c2f9d8e1${n}`, Alias: `importedThing${n}`, BackofficeName: `Imported thing ${n}`, AttributeType: 'TextAttribute' }));
    const source = { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' };
    return { format: 'pim-models-export', version: 1, exportedAt: new Date().toISOString(), source, attributes: [...changed, ...created], assetTypes: [], savedSearchFolders: [], savedSearches: [] };
  });
  const writes: string[] = [];
  const tabs = [page, other];
  for (const tab of tabs) {
    tab.on('request', (request) => {
      if (['POST', 'PUT', 'PATCH'].includes(request.method()) && new URL(request.url()).pathname.startsWith('/api/')) writes.push(`${request.method()} ${request.postDataJSON().Uid}`);
    });
    await tab.getByLabel('Choose an export file…').setInputFiles({ name: 'models.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await expect(tab.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText('3 new, 2 differ from what is here, 0 the same (skipped), 0 refused.');
    await tab.evaluate(() => window.__pimMock!.setLatency(200));
  }
  await Promise.all(tabs.map((tab) => tab.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Apply 5 changes' }).click()));

  const counts: { written: number; here: number }[] = [];
  for (const tab of tabs) {
    const done = tab.getByRole('region', { name: 'Preview' }).getByText(/^Done: /);
    await expect(done).toHaveText(/^Done: \d written(, \d here already)?\.$/, { timeout: 15_000 });
    const [, written, here] = /^Done: (\d) written(?:, (\d) here already)?\.$/.exec((await done.textContent()) ?? '')!;
    counts.push({ written: Number(written), here: Number(here ?? 0) });
    const results = tab.getByRole('table', { name: 'What the import does' });
    await expect(results.getByText(/^Here already as in the file/)).toHaveCount(Number(here ?? 0));
  }
  expect(counts[0]!.written + counts[1]!.written).toBe(5);
  expect(counts.map((count) => count.written + count.here)).toEqual([5, 5]);
  expect(writes).toHaveLength(5);
  expect(new Set(writes).size).toBe(5);
});

test("a file's preview brings how changes are shown, not the editors' shared parts (conflict panel, combobox, …)", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoAndWait(page, '/import');
  const file = {
    format: 'pim-models-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    source: { apiBaseUrl: 'https://elsewhere.example/api', serverVersion: '4.0.0' },
    attributes: [{ Uid: '0b8a1c2e-1111-4a4a-9a9a-000000000011', Alias: 'fromElsewhere', AttributeType: 'TextAttribute', BackofficeName: 'From elsewhere', Name: { 'en-GB': 'From elsewhere' } }],
    assetTypes: [],
    savedSearchFolders: [],
    savedSearches: [],
  };
  await page.getByLabel('Choose an export file…').setInputFiles({ name: 'one.pim.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status').first()).toHaveText('1 new, 0 differ from what is here, 0 the same (skipped), 0 refused.');
  expect(scripts.filter((path) => /\/assets\/(form-)?editor-[^/]+\.js$/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/assets\/changes-review-[^/]+\.js$/.test(path))).not.toEqual([]);
});
