import { configure, screen } from '@testing-library/react';
import { http as msw } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { savedSearchApi } from '../../src/api/saved-searches';
import { savedSearchFolderApi } from '../../src/api/saved-search-folders';
import { setLatency } from '../../src/mocks/control';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { item, openTree, recordRequests, serverRows, uiRows, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

const DATA_QUALITY = folderUid(6);
const SUPPLIERS = folderUid(12);
const ARCHIVE = folderUid(15);

const searchNamed = (name: string) => [...getStore().searches.values()].find((search) => search.Name === name)!;

/**
 * Someone else (another machine: this tab is not told) moves an item the editor is about to move. The editor's move is
 * based on where they saw it: sent over the other move, it would undo it without anyone knowing (last writer wins).
 */
describe('A move whose item someone else moved elsewhere meanwhile', () => {
  it('is not sent: the tree shows the search where it is now and says so, and the round’s other moves are sent with no extra read', async () => {
    const { user, queryClient } = await openTree();
    // The tree has read the lists: what the colleague does next, this tab does not hear of.
    await waitUntilSaved(queryClient);
    const archived = searchNamed('Everything archived');
    const active = searchNamed('All active products');
    // A colleague puts “Everything archived” into Archive; the editor's tree still shows it at the top level.
    await savedSearchApi.patch({ Uid: archived.Uid, FolderUid: ARCHIVE } as Parameters<typeof savedSearchApi.patch>[0]);
    expect(uiRows()).toContain('1 Everything archived');
    const requests = recordRequests();
    setLatency(200);
    // The round reads the lists once both moves are made: they are one round.
    let release = () => {};
    const made = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(msw.get(`${TEST_API_BASE_URL}/v1/savedsearches`, () => made.then(() => undefined), { once: true }));

    // Two moves in one round: one of an item nobody else touched, one of the item the colleague moved.
    await user.click(item(/^All active products/));
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    await user.click(item(/^Everything archived/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(uiRows()).toContain('1 Everything archived');
    release();

    const told = await screen.findByText('Saved search “Everything archived” was not moved: someone moved it to Archive meanwhile. It is shown where it is now.');
    // Announced at once (an alert), not only shown.
    expect(told.closest('[role="alert"]')).not.toBeNull();
    await waitUntilSaved(queryClient);

    // The colleague's move stands; the tree shows it (Archive opened); the other move reached the server.
    expect(getStore().searches.get(archived.Uid)?.FolderUid).toBe(ARCHIVE);
    expect(uiRows()).toContain('2 Everything archived');
    expect(uiRows()).not.toContain('1 Everything archived');
    expect(uiRows()).toEqual(await serverRows());
    const top = uiRows().filter((row) => /^1 All /.test(row));
    expect(top.indexOf('1 All active products')).toBe(1);
    expect(getStore().searches.get(active.Uid)?.FolderUid ?? null).toBeNull();

    // Nothing was written to the overruled search, and the check cost no request of its own: the round's one read of the lists.
    const patched = requests.filter((request) => request.method === 'PATCH').map((request) => (JSON.parse(request.body) as { Uid: string }).Uid);
    expect(patched).not.toContain(archived.Uid);
    expect(patched.length).toBeGreaterThan(0);
    const reads = requests.filter((request) => request.method === 'GET' || (request.method === 'POST' && request.path.endsWith('/batch')));
    expect(reads.filter((request) => /\/v1\/savedsearch(es|folders)\/[0-9a-f-]{36}$/.test(request.path))).toEqual([]);
  });

  it('a folder moved by someone else since is not moved back by the editor’s keyboard move, and the editor is told where it is', async () => {
    const { user, queryClient } = await openTree();
    await waitUntilSaved(queryClient);
    // A colleague moves Suppliers from Purchasing into Data quality.
    await savedSearchFolderApi.patch({ Uid: SUPPLIERS, ParentUid: DATA_QUALITY });
    setLatency(100);
    // The editor, still seeing it in Purchasing, takes it out to the top level.
    await user.click(item(/^Suppliers/));
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(uiRows()).toContain('1 Suppliers');

    expect(await screen.findByText('Folder “Suppliers” was not moved: someone moved it to Data quality meanwhile. It is shown where it is now.')).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    expect(getStore().folders.get(SUPPLIERS)?.ParentUid).toBe(DATA_QUALITY);
    expect(uiRows()).toContain('2 Suppliers');
    expect(uiRows()).not.toContain('1 Suppliers');
    expect(uiRows()).toEqual(await serverRows());
  });

  it('the editor’s own moves of one item, queued before the first was sent, are never taken for someone else’s', async () => {
    const { user, queryClient } = await openTree();
    setLatency(300);
    const longLead = searchNamed('Long lead time items');
    // Out of Purchasing, then a place down among the top level's searches, while the first round reads the lists; then
    // back into the folder above once that round is on its way.
    await user.click(item(/^Long lead time items/));
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    await screen.findByText(/^Saving \d+ changes?…$/);
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    const asked = uiRows();
    await waitUntilSaved(queryClient);
    expect(screen.queryByText(/was not moved/)).not.toBeInTheDocument();
    expect(uiRows()).toEqual(asked);
    expect(uiRows()).toEqual(await serverRows());
    expect(getStore().searches.get(longLead.Uid)?.FolderUid).toBe(ARCHIVE);
  });
});
