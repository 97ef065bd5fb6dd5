import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { savedSearchApi, savedSearchSchema } from '../../src/api/saved-searches';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { addFault } from '../../src/mocks/control';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { item, openTree, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const ARCHIVE = folderUid(15);
const PURCHASING = folderUid(11);

async function serverSearches() {
  const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
  return { folders: folders.map((folder) => folder.Name), searches };
}

/**
 * Deletes Purchasing until the server refuses the DELETE of “Long lead time items”, then a colleague moves that search
 * into Archive: what the editor rescued must survive finishing the delete.
 */
async function stopDeleteThenMoveOut() {
  const view = await openTree();
  const longLead = (await serverSearches()).searches.find((search) => search.Name === 'Long lead time items')!;
  addFault({ method: 'DELETE', path: `/v1/savedsearches/${longLead.Uid}`, status: 503, once: true });
  await view.user.click(item(/^Purchasing/));
  await view.user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));
  await screen.findByText(/then the server refused: /);
  await waitUntilSaved(view.queryClient);
  await savedSearchApi.patch({ Uid: longLead.Uid, FolderUid: ARCHIVE } as Parameters<typeof savedSearchApi.patch>[0]);
  await view.queryClient.invalidateQueries();
  await waitFor(() => expect(within(item(/^Archive/)).queryByText('empty')).not.toBeInTheDocument());
  return { ...view, longLead };
}

/** The toast names what was deleted and the search moved out as kept; the server agrees. */
async function expectDeletedKeepingLongLead(queryClient: Parameters<typeof waitUntilSaved>[0], longLeadUid: string) {
  expect(
    await screen.findByText(
      'Deleted folder “Purchasing” and what it held: 1 folder and 2 saved searches. Kept saved search “Long lead time items”: it was moved out of folder “Purchasing” meanwhile.',
    ),
  ).toBeInTheDocument();
  await waitUntilSaved(queryClient);
  const left = await serverSearches();
  expect(left.folders).not.toContain('Purchasing');
  expect(left.searches.find((search) => search.Uid === longLeadUid)?.FolderUid).toBe(ARCHIVE);
}

describe('Finishing a delete that stopped part-way (data loss)', () => {
  it('deleting the folder again deletes only what its dialog showed: a search moved out meanwhile stays', async () => {
    const { user, queryClient, longLead } = await stopDeleteThenMoveOut();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    expect(dialog).toHaveTextContent('“Purchasing” holds 1 folder and 2 saved searches');
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));

    await expectDeletedKeepingLongLead(queryClient, longLead.Uid);
  });

  it('Finish under “Not saved yet” deletes what is still inside and names what was moved out as kept', async () => {
    const { user, queryClient, longLead } = await stopDeleteThenMoveOut();
    const offer = screen.getByRole('region', { name: 'Not saved yet' });
    await user.click(within(offer).getByRole('button', { name: 'Finish' }));

    await expectDeletedKeepingLongLead(queryClient, longLead.Uid);
    expect(item(/^Long lead time items/)).toBeInTheDocument();
  });

  it('a Finish that stops part-way again names what was moved out meanwhile as kept, as its success would', async () => {
    const { user, longLead } = await stopDeleteThenMoveOut();
    // This time the folder's own DELETE is refused, after what it still held was deleted.
    addFault({ method: 'DELETE', path: `/v1/SavedSearchFolders/${PURCHASING}`, status: 503, once: true });
    const offer = screen.getByRole('region', { name: 'Not saved yet' });
    await user.click(within(offer).getByRole('button', { name: 'Finish' }));

    expect(
      await screen.findByText(
        /^Deleted 1 folder and 2 saved searches from folder “Purchasing”, then the server refused: .*answers 503\. Still there: folder “Purchasing”\. Kept saved search “Long lead time items”: it was moved out of folder “Purchasing” meanwhile\.$/,
      ),
    ).toBeInTheDocument();
    expect((await serverSearches()).searches.find((search) => search.Uid === longLead.Uid)?.FolderUid).toBe(ARCHIVE);
  });

  it('deleting the folder again when the first DELETE left is refused says nothing was deleted and names what was moved out as kept', async () => {
    const { user } = await stopDeleteThenMoveOut();
    addFault({ method: 'DELETE', path: '/v1/savedsearches/*', status: 503, once: true });
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));

    expect(
      await screen.findByText(
        /^Could not delete folder “Purchasing”: .*answers 503\. Nothing was deleted\. Kept saved search “Long lead time items”: it was moved out of folder “Purchasing” meanwhile\.$/,
      ),
    ).toBeInTheDocument();
  });
});
