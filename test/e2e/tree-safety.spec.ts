import type { Page } from '@playwright/test';
import type { SavedSearch } from '../../src/api/saved-searches';
import type { SavedSearchFolder } from '../../src/api/saved-search-folders';
import { expect, expectNoSeriousA11yViolations, gotoAndWait, injectFault, reloadAnsweringLeave, test } from './fixtures';

// Issue 8: the saved-search tree never loses or misplaces work, however fast the editor is.
const item = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) });

test.use({ viewport: { width: 1280, height: 1200 } });

/** The rows as the editor sees them: level and name. */
function uiRows(page: Page): Promise<string[]> {
  return page.getByRole('treeitem').evaluateAll((rows) => rows.map((row) => `${row.getAttribute('aria-level')} ${row.querySelector('.tree-name')?.textContent ?? ''}`));
}

/**
 * The rows the tree must show for the server's lists, written here rather than taken from the app: each level's
 * folders then its searches, by SortOrder (equal SortOrders are counted apart as `ties`); an open folder's
 * children below it.
 */
function expectedRows(folders: SavedSearchFolder[], searches: SavedSearch[], open: ReadonlySet<string>): string[] {
  const bySortOrder = <T extends { SortOrder?: number | null }>(items: T[]) => [...items].sort((a, b) => (a.SortOrder ?? 0) - (b.SortOrder ?? 0));
  const rows: string[] = [];
  const walk = (parentUid: string | null, level: number) => {
    for (const folder of bySortOrder(folders.filter((f) => (f.ParentUid ?? null) === parentUid))) {
      rows.push(`${level} ${folder.Name}`);
      if (open.has(`folder:${folder.Uid}`)) walk(folder.Uid, level + 1);
    }
    for (const search of bySortOrder(searches.filter((s) => (s.FolderUid ?? null) === parentUid))) rows.push(`${level} ${search.Name}`);
  };
  walk(null, 1);
  return rows;
}

/** The same rows (same folders open) built from what the mock server holds now. */
async function serverRows(page: Page): Promise<{ rows: string[]; ties: number }> {
  const { folders, searches, open } = await page.evaluate(async () => {
    const get = (path: string) => fetch(`/api${path}`, { headers: { Authorization: 'demo-key' } }).then((response) => response.json());
    const open = [...document.querySelectorAll('[role="treeitem"][aria-expanded="true"]')].map((row) => (row as HTMLElement).dataset.nodeId!);
    return { folders: await get('/v1/savedsearchfolders'), searches: await get('/v1/savedsearches'), open };
  });
  const keys = [...(folders as SavedSearchFolder[]).map((f) => `f ${f.ParentUid} ${f.SortOrder}`), ...(searches as SavedSearch[]).map((s) => `s ${s.FolderUid} ${s.SortOrder}`)];
  return {
    rows: expectedRows(folders, searches, new Set(open)),
    ties: keys.length - new Set(keys).size,
  };
}

test('quick Ctrl+↑/↓ moves on random items at 300 ms latency: the tree, the server and a reload agree with what was asked', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoAndWait(page, '/saved-searches');
  await expect(item(page, 'Marketing')).toBeVisible();
  await page.evaluate(() => window.__pimMock!.setLatency(300));
  let seed = 5;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let move = 0; move < 12; move += 1) {
    const rows = page.getByRole('treeitem');
    await rows.nth(Math.floor(next() * (await rows.count()))).focus();
    await page.keyboard.press(next() < 0.5 ? 'Control+ArrowUp' : 'Control+ArrowDown');
  }
  const asked = await uiRows(page);
  await expect(page.getByText(/^Saving \d+ changes?…$/)).toBeVisible();

  await expect(page.getByText(/^Saving \d+ changes?…$/)).toHaveCount(0, { timeout: 90_000 });
  await expect.poll(async () => (await serverRows(page)).rows, { timeout: 10_000 }).toEqual(await uiRows(page));
  expect(await uiRows(page)).toEqual(asked);
  expect((await serverRows(page)).ties).toBe(0);

  await page.evaluate(() => window.__pimMock!.setLatency(0));
  await page.reload();
  await expect(item(page, 'Marketing')).toBeVisible();
  // A reload may first show the copy kept on this device; it is then checked against the server.
  await expect(page.getByText(/checking for changes/)).toHaveCount(0);
  await expect.poll(() => uiRows(page)).toEqual(asked);
});

test('a double click on a delete confirmation deletes once and reports no error', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  await page.evaluate(() => window.__pimMock!.setLatency(300));
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await item(page, 'All assets').focus();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete saved search “All assets”?' });
  await dialog.getByRole('button', { name: 'Delete saved search' }).dblclick();
  await expect(page.getByText('Deleted saved search “All assets”.')).toBeVisible();
  await expect(item(page, 'All assets')).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  await expect(page.getByRole('alert')).not.toContainText(/Not found|Could not delete/);
});

test('a rename that meets a colleague’s rename asks first, and a failed rename keeps the typed name; both accessible', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  const archive = item(page, 'Archive');
  const uid = (await archive.getAttribute('data-node-id'))!.replace('folder:', '');
  await archive.focus();
  await page.keyboard.press('F2');
  await page.keyboard.type('Mine');
  // A colleague renames it meanwhile.
  await page.evaluate(
    (folder) =>
      fetch('/api/v1/savedsearchfolders', { method: 'PATCH', headers: { Authorization: 'demo-key', 'Content-Type': 'application/json' }, body: JSON.stringify({ Uid: folder, Name: 'Theirs' }) }),
    uid,
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Someone else renamed this folder meanwhile' });
  await expect(dialog).toContainText('Theirs');
  await expect(dialog).toContainText('Mine');
  await expectNoSeriousA11yViolations(page, 'the rename conflict dialog');
  await page.evaluate(() => window.__pimMock!.addFault({ method: 'PATCH', path: '/v1/savedsearchfolders', status: 500, once: true }));
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  const field = page.getByRole('textbox', { name: /New name for folder/ });
  await expect(field).toHaveValue('Mine');
  await expect(field).toHaveAccessibleDescription(/Not renamed/);
  await expectNoSeriousA11yViolations(page, 'a rename field that failed');
  await field.press('Enter');
  await expect(item(page, 'Mine')).toBeVisible();
  await expect(page.getByText('Renamed to “Mine”.')).toBeVisible();
});

test('a reload in the middle of a queued move series asks first, and after it the moves finish as asked with no tied sort orders', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoAndWait(page, '/saved-searches');
  await expect(item(page, 'Everything archived')).toBeVisible();
  await page.evaluate(() => window.__pimMock!.setLatency(1000));
  await item(page, 'Everything archived').focus();
  for (let move = 0; move < 3; move += 1) await page.keyboard.press('Control+ArrowUp');
  await item(page, 'All active products').focus();
  await page.keyboard.press('Control+ArrowDown');
  await item(page, 'Archive').focus();
  for (let move = 0; move < 2; move += 1) await page.keyboard.press('Control+ArrowUp');
  const asked = await uiRows(page);
  expect(asked.filter((row) => row.startsWith('1 ')).slice(0, 5)).toEqual(['1 Marketing', '1 Data quality', '1 Archive', '1 Purchasing', '1 My searches']);
  expect(asked.filter((row) => /^1 (All|Images|Country|My recently|Everything)/.test(row))).toEqual([
    '1 All categories',
    '1 All active products',
    '1 All variant groups',
    '1 All assets',
    '1 Everything archived',
    '1 Images without alt text',
    '1 Country list values',
    '1 My recently changed products',
  ]);

  let prompted = false;
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'beforeunload') prompted = true;
    await dialog.accept();
  });
  // Reload once the server has answered part of the series (more PATCHes than go at once: the rest wait).
  await page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.reload();
  expect(prompted).toBe(true);

  await expect(item(page, 'Everything archived')).toBeVisible();
  await expect.poll(async () => (await serverRows(page)).rows, { timeout: 30_000 }).toEqual(asked);
  expect((await serverRows(page)).ties).toBe(0);
  await expect(page.getByText(/^Saving \d+ changes?…$/)).toHaveCount(0, { timeout: 30_000 });
  expect(await uiRows(page)).toEqual(asked);
});

test('a reload while a rename in place is sent asks first, and after it the rename reaches the server', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  const archive = item(page, 'Archive');
  const uid = (await archive.getAttribute('data-node-id'))!.replace('folder:', '');
  await page.evaluate(() => window.__pimMock!.setLatency(1500));
  await archive.focus();
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Old stuff');
  // Cut off while the rename re-reads the folder: nothing is on the server yet.
  const reading = page.waitForRequest((request) => request.method() === 'GET' && request.url().endsWith(`/v1/savedsearchfolders/${uid}`));
  await page.keyboard.press('Enter');
  await reading;
  await page.evaluate((key) => sessionStorage.setItem(key, '0'), 'pim.mock.latencyMs');
  expect(await reloadAnsweringLeave(page)).toEqual(['beforeunload']);

  await expect(page.getByText('Renamed to “Old stuff”.')).toBeVisible();
  await expect(item(page, 'Old stuff')).toBeVisible();
  const name = await page.evaluate((folder) => fetch(`/api/v1/savedsearchfolders/${folder}`, { headers: { Authorization: 'demo-key' } }).then((response) => response.json()), uid);
  expect(name.Name).toBe('Old stuff');
});

test('a move the server refuses is kept for the editor under “Not saved yet”, accessibly, and Finish completes it', async ({ page }) => {
  await gotoAndWait(page, '/saved-searches');
  await injectFault(page, { method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
  const before = await uiRows(page);
  // The last two rows: "My recently changed products", then "Everything archived", which goes up one.
  const asked = [...before.slice(0, -2), before.at(-1)!, before.at(-2)!];
  expect(asked.slice(-2)).toEqual(['1 Everything archived', '1 My recently changed products']);
  await item(page, 'Everything archived').focus();
  await page.keyboard.press('Control+ArrowUp');
  await expect(page.getByRole('alert')).toContainText('Could not move saved search “Everything archived”');
  const notice = page.getByRole('region', { name: 'Not saved yet' });
  await expect(notice).toContainText('Moving saved search “Everything archived”');
  // Refused, so the tree shows the server's order again.
  expect(await uiRows(page)).toEqual(before);
  await expectNoSeriousA11yViolations(page, 'the tree changes not saved yet', '.tree-unsent');

  await notice.getByRole('button', { name: 'Finish' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => uiRows(page)).toEqual(asked);
  await expect.poll(async () => (await serverRows(page)).rows).toEqual(asked);
});

test('two tabs moving in one level at the same moment: both moves stand, with no tied sort orders', async ({ page }) => {
  test.setTimeout(90_000);
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await gotoAndWait(tab, '/saved-searches');
    await expect(item(tab, 'Everything archived')).toBeVisible();
    await tab.evaluate(() => window.__pimMock!.setLatency(300));
  }
  await item(page, 'Everything archived').focus();
  await item(other, 'All active products').focus();
  for (let move = 0; move < 3; move += 1) await page.keyboard.press('Control+ArrowUp');
  for (let move = 0; move < 2; move += 1) await other.keyboard.press('Control+ArrowDown');
  for (const tab of [page, other]) await expect(tab.getByText(/^Saving \d+ changes?…$/)).toHaveCount(0, { timeout: 30_000 });

  const top = (rows: string[]) => rows.filter((row) => /^1 (All|Images|Country|My recently|Everything)/.test(row));
  const both = [
    '1 All categories',
    '1 All variant groups',
    '1 All active products',
    '1 All assets',
    '1 Everything archived',
    '1 Images without alt text',
    '1 Country list values',
    '1 My recently changed products',
  ];
  await expect.poll(async () => top((await serverRows(page)).rows)).toEqual(both);
  expect((await serverRows(page)).ties).toBe(0);
  await page.evaluate(() => window.__pimMock!.setLatency(0));
  await page.reload();
  await expect(item(page, 'Everything archived')).toBeVisible();
  await expect.poll(async () => top(await uiRows(page))).toEqual(both);
});

test('two tabs moving one search to different places 0.3 s apart: the first move stands, the second tab says its move was not sent and shows where it is', async ({ page }) => {
  test.setTimeout(90_000);
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await gotoAndWait(tab, '/saved-searches');
    await expect(item(tab, 'Long lead time items')).toBeVisible();
    await tab.evaluate(() => window.__pimMock!.setLatency(300));
  }
  // This tab takes it out of Purchasing to the top level.
  await item(page, 'Long lead time items').focus();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(page.getByText(/^Saving \d+ changes?…$/)).toBeVisible();
  // The other tab, still seeing it in Purchasing (this tab's move has not landed yet), puts it into Suppliers.
  await expect(item(other, 'Long lead time items')).toHaveAttribute('aria-level', '2');
  await item(other, 'Long lead time items').focus();
  await other.keyboard.press('Control+ArrowRight');
  await expect(item(other, 'Long lead time items')).toHaveAttribute('aria-level', '3');

  const told = other.getByRole('alert').getByText('Saved search “Long lead time items” was not moved: someone moved it to the top level meanwhile. It is shown where it is now.');
  await expect(told).toBeVisible({ timeout: 15_000 });
  for (const tab of [page, other]) await expect(tab.getByText(/^Saving \d+ changes?…$/)).toHaveCount(0, { timeout: 30_000 });

  // The first move stands on the server, and both tabs show it there; the first tab was not told anything.
  const server = async () => (await serverRows(page)).rows.filter((row) => row.endsWith(' Long lead time items'));
  await expect.poll(server).toEqual(['1 Long lead time items']);
  for (const tab of [page, other]) await expect(item(tab, 'Long lead time items')).toHaveAttribute('aria-level', '1');
  await expect(page.getByText(/was not moved/)).toHaveCount(0);
  expect((await serverRows(page)).ties).toBe(0);
  await page.evaluate(() => window.__pimMock!.setLatency(0));
});

test('a search moved into a folder another tab deletes at that moment is not moved, and the tab says so and shows it where it is', async ({ page }) => {
  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await gotoAndWait(tab, '/saved-searches');
    await expect(item(tab, 'Archive')).toBeVisible();
  }
  // This tab deletes the empty folder Archive…
  await item(page, 'Archive').focus();
  await page.getByRole('button', { name: 'Delete' }).click();
  // Slow enough that the other tab moves before it hears of the delete.
  await page.evaluate(() => window.__pimMock!.setLatency(2000));
  const deleting = page.waitForRequest((request) => request.method() === 'DELETE');
  await page.getByRole('alertdialog', { name: 'Delete folder “Archive”?' }).getByRole('button', { name: 'Delete folder' }).click();
  await deleting;
  // …while the other, still showing it, moves a search into it.
  await item(other, 'All assets').focus();
  await other.getByRole('button', { name: 'Move to…' }).click();
  const dialog = other.getByRole('dialog', { name: 'Move “All assets” to…' });
  await dialog.getByText('Archive', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Move here' }).click();

  await expect(other.getByText('Saved search “All assets” was not moved: the folder it was moved to was deleted meanwhile. It is shown where it is now.')).toBeVisible();
  await expect(item(other, 'Archive')).toHaveCount(0);
  await expect(other.getByRole('treeitem', { name: /^All assets/ })).toHaveAttribute('aria-level', '1');
});

test('two tabs moving two folders past the one between them, the second before it hears of the first: the first move stands, the second tab says its move was not made and where the folder is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const other = await page.context().newPage();
  const folders = async (tab: Page) => (await uiRows(tab)).filter((row) => /^1 (Marketing|Data quality|Purchasing)$/.test(row));
  const seed = ['1 Marketing', '1 Data quality', '1 Purchasing'];
  for (const tab of [page, other]) {
    await gotoAndWait(tab, '/saved-searches');
    await expect.poll(() => folders(tab)).toEqual(seed);
  }
  // Slow enough that the other tab moves before it hears of this tab's move.
  await page.evaluate(() => window.__pimMock!.setLatency(2000));
  await item(page, 'Marketing').focus();
  await page.keyboard.press('Control+ArrowDown');
  await expect(page.getByText(/^Saving \d+ changes?…$/)).toBeVisible();
  // The other tab still sees Marketing, Data quality, Purchasing, and puts Purchasing between Marketing and Data quality.
  expect(await folders(other)).toEqual(seed);
  await item(other, 'Purchasing').focus();
  await other.keyboard.press('Control+ArrowUp');
  await expect(other.getByRole('status').filter({ hasText: 'Moved folder “Purchasing” to Top level, position 2.' })).toHaveCount(1);

  // Marketing is below Data quality by then: no place is left between them, so the other tab sends nothing and says so.
  const told = other
    .getByRole('alert')
    .getByText('Folder “Purchasing” was not moved: someone reordered the items around its new place meanwhile. It is shown where it is now: the top level, position 3.');
  await expect(told).toBeVisible({ timeout: 15_000 });
  for (const tab of [page, other]) await expect(tab.getByText(/^Saving \d+ changes?…$/)).toHaveCount(0, { timeout: 30_000 });
  await expect(other.getByText('Moved folder “Purchasing”', { exact: false })).toHaveCount(0);

  await page.evaluate(() => window.__pimMock!.setLatency(0));

  // The server holds the first tab's move only, and both tabs show what it holds.
  const moved = ['1 Data quality', '1 Marketing', '1 Purchasing'];
  await expect.poll(async () => (await serverRows(page)).rows.filter((row) => moved.includes(row))).toEqual(moved);
  for (const tab of [page, other]) await expect.poll(() => folders(tab)).toEqual(moved);
  await expect(page.getByText(/was not moved/)).toHaveCount(0);
  expect((await serverRows(page)).ties).toBe(0);
});
