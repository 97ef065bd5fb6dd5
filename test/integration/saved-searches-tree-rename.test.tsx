import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savedSearchApi } from '../../src/api/saved-searches';
import { savedSearchFolderApi } from '../../src/api/saved-search-folders';
import { addFault } from '../../src/mocks/control';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { item, openTree, recordRequests, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** Opens the inline rename of a row and replaces its text (without pressing Enter). */
async function typeNewName(user: Awaited<ReturnType<typeof openTree>>['user'], row: RegExp, label: RegExp, name: string) {
  await user.click(item(row));
  await user.keyboard('{F2}');
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, name);
  return input;
}

describe('A failed inline rename keeps what was typed (issue 8, item 10)', () => {
  it('reopens the field with the typed name and the reason, and saving again works', async () => {
    addFault({ method: 'PATCH', path: '/v1/savedsearchfolders', status: 500, once: true });
    const { user, queryClient } = await openTree();
    await typeNewName(user, /^Archive/, /New name for folder “Archive”/, 'Old campaigns');
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: /New name for folder “Archive”/ });
    expect(field).toHaveValue('Old campaigns');
    expect(field).toHaveAccessibleDescription(/Not renamed: .*Injected fault/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitUntilSaved(queryClient);
    expect((await savedSearchFolderApi.get(folderUid(15))).Name).toBe('Archive');

    await user.click(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('treeitem', { name: /^Old campaigns/ })).toBeInTheDocument();
    await waitFor(async () => expect((await savedSearchFolderApi.get(folderUid(15))).Name).toBe('Old campaigns'));
  });
});

describe('A rename does not silently undo a colleague’s rename (issue 9)', () => {
  it('sends only the name, after re-reading the record', async () => {
    const requests = recordRequests();
    const { user, queryClient } = await openTree();
    await typeNewName(user, /^Archive/, /New name for folder “Archive”/, 'Old campaigns');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Renamed to “Old campaigns”.')).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    const sent = requests.filter((request) => request.method !== 'GET' || request.path.endsWith(folderUid(15)));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v1/savedsearchfolders/${folderUid(15)}`,
      'PATCH /api/v1/savedsearchfolders',
      // Read back once: a rename landing at the same moment would show here.
      `GET /api/v1/savedsearchfolders/${folderUid(15)}`,
    ]);
    expect(JSON.parse(sent[1]!.body)).toEqual({ Uid: folderUid(15), Name: 'Old campaigns' });
  });

  it('a colleague renamed the folder meanwhile: nothing is sent, both names are shown, and “Keep mine” saves mine', async () => {
    const requests = recordRequests();
    const { user, queryClient } = await openTree();
    await typeNewName(user, /^Archive/, /New name for folder “Archive”/, 'Mine');
    await savedSearchFolderApi.patch({ Uid: folderUid(15), Name: 'Theirs' });
    const before = requests.length;
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else renamed this folder meanwhile' });
    expect(within(dialog).getByText('Theirs')).toBeInTheDocument();
    expect(within(dialog).getByText('Mine')).toBeInTheDocument();
    expect(requests.slice(before).filter((request) => request.method === 'PATCH')).toEqual([]);
    expect((await savedSearchFolderApi.get(folderUid(15))).Name).toBe('Theirs');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Renamed to “Mine”.')).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    expect((await savedSearchFolderApi.get(folderUid(15))).Name).toBe('Mine');
    expect(item(/^Mine/)).toBeInTheDocument();
  });

  it('“Take theirs” sends nothing and shows their name', async () => {
    const requests = recordRequests();
    const { user, queryClient } = await openTree();
    const uid = item(/^All assets/).dataset.nodeId!.replace('search:', '');
    await typeNewName(user, /^All assets/, /New name for saved search “All assets”/, 'Every asset');
    await savedSearchApi.patch({ Uid: uid, Name: 'Assets (all)' });
    const before = requests.length;
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else renamed this saved search meanwhile' });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitUntilSaved(queryClient);
    expect(item(/^Assets \(all\)/)).toBeInTheDocument();
    expect(requests.slice(before).filter((request) => request.method === 'PATCH')).toEqual([]);
    expect((await savedSearchApi.get(uid)).Name).toBe('Assets (all)');
  });

  it('a folder deleted meanwhile is reported and never re-created', async () => {
    const requests = recordRequests();
    const { user, queryClient } = await openTree();
    await typeNewName(user, /^Archive/, /New name for folder “Archive”/, 'Old campaigns');
    await savedSearchFolderApi.delete(folderUid(15));
    const before = requests.length;
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The folder “Archive” was deleted by someone else meanwhile, so it was not renamed.')).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    expect(requests.slice(before).filter((request) => request.method !== 'GET')).toEqual([]);
    expect(screen.queryByRole('treeitem', { name: /Archive|Old campaigns/ })).not.toBeInTheDocument();
  });
});
