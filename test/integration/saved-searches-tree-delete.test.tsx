import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { savedSearchApi, savedSearchSchema } from '../../src/api/saved-searches';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { outbox } from '../../src/api/outbox';
import { ConfirmDialog } from '../../src/components/dialog';
import { buildTree, deletionPlan, folderId, type FolderNode } from '../../src/features/saved-searches/tree';
import { deleteKey, putDelete } from '../../src/features/saved-searches/tree-plans';
import { addFault, clearFaults, setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { getStore } from '../../src/mocks/store';
import { withDialogProviders } from '../with-interface-language';
import { item, openTree, recordRequests, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

async function serverHas() {
  const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
  return { folders: folders.map((folder) => folder.Name), searches: searches.map((search) => search.Name) };
}

describe('Deleting a folder that holds things (issue 8, item 3)', () => {
  it('says what was deleted and what is left when the folder’s own DELETE fails, and Retry finishes the job', async () => {
    addFault({ method: 'DELETE', path: `/v1/SavedSearchFolders/${folderUid(11)}`, status: 500 });
    const { user, queryClient } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));

    const message = await screen.findByText(/^Deleted 1 folder and 4 saved searches from folder “Purchasing”, then the server refused: .*Injected fault.* Still there: folder “Purchasing”\.$/);
    await waitUntilSaved(queryClient);
    // The tree shows what the server has: the folder, empty.
    expect(within(item(/^Purchasing/)).getByText('empty')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: /Suppliers/ })).not.toBeInTheDocument();
    const left = await serverHas();
    expect(left.folders).toContain('Purchasing');
    expect(left.folders).not.toContain('Suppliers');
    expect(left.searches).not.toContain('Long lead time items');

    clearFaults();
    await user.click(within(message.closest('.toast') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Deleted folder “Purchasing”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /^Purchasing/ })).not.toBeInTheDocument());
    expect((await serverHas()).folders).not.toContain('Purchasing');
  });

  it('a colleague’s move into the folder just before its own DELETE: the message does not call it empty, and the moved search is kept', async () => {
    const { user, queryClient } = await openTree();
    const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
    const outside = searches.find((search) => search.Name === 'Everything archived')!;
    // The contents go first; as the folder's own DELETE starts, the colleague's move lands.
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method !== 'DELETE' || !request.url.endsWith(`/v1/SavedSearchFolders/${folderUid(11)}`)) return;
      const store = getStore();
      const key = outside.Uid.toLowerCase();
      store.searches.set(key, { ...store.searches.get(key)!, FolderUid: folderUid(11) });
    });
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));

    const message = await screen.findByText(/^Deleted 1 folder and 4 saved searches from folder “Purchasing”, then the server refused: /);
    expect(message).toHaveTextContent(/still holds 1 saved search.* Still there: folder “Purchasing”\.$/);
    expect(message).not.toHaveTextContent(/empty/);
    await waitUntilSaved(queryClient);
    const left = await serverHas();
    expect(left.folders).toContain('Purchasing');
    expect(left.searches).toContain('Everything archived');
  });

  it('a folder that holds more by the time its delete starts than the editor was shown is not deleted, and says so', async () => {
    const { user } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    expect(dialog).toHaveTextContent('“Purchasing” holds 1 folder and 4 saved searches');
    // Meanwhile a colleague moves a search into it (this tab has not heard yet).
    const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
    const outside = searches.find((search) => search.Name === 'Everything archived')!;
    await savedSearchApi.patch({ Uid: outside.Uid, FolderUid: folderUid(11) } as Parameters<typeof savedSearchApi.patch>[0]);
    const before = await serverHas();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));
    const message = await screen.findByText(
      'Not deleted: folder “Purchasing” now holds 1 folder and 5 saved searches, more than you were shown; something was moved into it meanwhile. Nothing was deleted. Delete it again to see what it holds now.',
    );
    expect(within(message.closest('.toast') as HTMLElement).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    expect(await serverHas()).toEqual(before);

    // Asked again, the dialog counts what the tree has now (re-read after the refusal).
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' })).toHaveTextContent('“Purchasing” holds 1 folder and 5 saved searches');
  });

  it('the dialog keeps saying what the folder held when it opened, even when this tab hears of a move into it; that move stops the delete', async () => {
    const { user, queryClient } = await openTree();
    await user.click(item(/^Archive/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Archive”?' });
    expect(dialog).toHaveTextContent('The folder is empty.');
    const searches = await http.get('/v1/savedsearches', z.array(savedSearchSchema));
    const outside = searches.find((search) => search.Name === 'Everything archived')!;
    await savedSearchApi.patch({ Uid: outside.Uid, FolderUid: folderUid(15) } as Parameters<typeof savedSearchApi.patch>[0]);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(item(/^Archive/)).queryByText('empty')).not.toBeInTheDocument());
    expect(dialog).toHaveTextContent('The folder is empty.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(
      await screen.findByText(
        'Not deleted: folder “Archive” now holds 1 saved search, more than you were shown; something was moved into it meanwhile. Nothing was deleted. Delete it again to see what it holds now.',
      ),
    ).toBeInTheDocument();
    expect((await http.get('/v1/savedsearches', z.array(savedSearchSchema))).map((search) => search.Uid)).toContain(outside.Uid);
  });

  it('says nothing was deleted when the first DELETE fails', async () => {
    addFault({ method: 'DELETE', path: '/v1/savedsearches/*', status: 500, once: true });
    const { user } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));
    expect(await screen.findByText(/^Could not delete folder “Purchasing”: .* Nothing was deleted\.$/)).toBeInTheDocument();
    expect((await serverHas()).searches).toContain('Long lead time items');
  });
});

describe('A delete a reload cut off (issue 18)', () => {
  it('continues by itself when the tree opens, and what is already gone is not asked for again', async () => {
    const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
    const purchasing = buildTree(folders, searches).byId.get(folderId(folderUid(11))) as FolderNode;
    const plan = deletionPlan(purchasing);
    // The page had deleted the first search when the reload came, before it could write that down.
    await putDelete(purchasing.id, 'folder “Purchasing”', [...plan.searchUids.map((uid) => ({ kind: 'search' as const, uid })), ...plan.folderUids.map((uid) => ({ kind: 'folder' as const, uid }))]);
    await outbox.update(deleteKey(purchasing.id), { state: 'interrupted' });
    await http.delete(`/v1/savedsearches/${plan.searchUids[0]}`);
    const requests = recordRequests();

    const { queryClient } = await openTree();
    expect(await screen.findByText('Deleted folder “Purchasing” and what it held: 1 folder and 3 saved searches.')).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).not.toContain(`/api/v1/savedsearches/${plan.searchUids[0]}`);
    expect((await serverHas()).folders).not.toContain('Purchasing');
    expect(screen.queryByRole('treeitem', { name: /^Purchasing/ })).not.toBeInTheDocument();
    expect(outbox.list()).toEqual([]);
  });
});

describe('Confirm buttons act once (issue 8, item 4)', () => {
  it('a double click on the delete confirmation sends one DELETE and reports no error', async () => {
    const requests = recordRequests();
    const { user } = await openTree();
    setLatency(300);
    const uid = item(/^All assets/).dataset.nodeId!.replace('search:', '');
    await user.click(item(/^All assets/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete saved search “All assets”?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete saved search' });
    // Two presses before React has rendered anything in between: a fast double click on a busy machine.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await user.dblClick(confirm);
    expect(await screen.findByText('Deleted saved search “All assets”.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([`/api/v1/savedsearches/${uid}`]);
    expect(screen.queryByText(/Not found|Could not delete/)).not.toBeInTheDocument();
  });

  it('ConfirmDialog calls onConfirm once however often it is pressed, and is usable again when the work fails', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('refused'))))).catch(() => {}));
    render(<ConfirmDialog title="Reset demo data?" message="Everything goes." confirmLabel="Reset" onConfirm={onConfirm} onCancel={() => {}} />, { wrapper: withDialogProviders });
    const button = screen.getByRole('button', { name: 'Reset' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();
    finish(false);
    const again = await screen.findByRole('button', { name: 'Reset' });
    expect(again).toBeEnabled();
    await userEvent.setup().click(again);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('ConfirmDialog keeps the focus inside the dialog while its button is disabled', async () => {
    const user = userEvent.setup();
    render(<ConfirmDialog title="Delete?" message="Gone." confirmLabel="Delete" onConfirm={() => new Promise(() => {})} onCancel={() => {}} />, { wrapper: withDialogProviders });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('ConfirmDialog with a `pending` flag stays disabled from the first press until the work is done', () => {
    const onConfirm = vi.fn();
    const view = render(<ConfirmDialog title="Delete?" message="Gone." confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => {}} />, { wrapper: withDialogProviders });
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    view.rerender(<ConfirmDialog title="Delete?" message="Gone." confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => {}} pending />);
    view.rerender(<ConfirmDialog title="Delete?" message="Gone." confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => {}} pending={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
