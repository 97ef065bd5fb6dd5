import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLatency } from '../../src/mocks/control';
import { savedSearchUid } from '../../src/mocks/seed-saved-searches';
import { openTree } from './saved-searches-tree-helpers';
import { renderApp } from '../render-app';

// The page shows the tree first; the editor and the tree's dialogs load when first needed (lazy-parts.ts).
// Each is used here straight after the page opens, with the service slow, as an editor in a hurry would.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

describe('Saved searches: what loads when first needed works on first use', () => {
  it('a link to a search opens it in the editor, selected in the tree', async () => {
    setLatency(300);
    renderApp(`/saved-searches/${savedSearchUid(1)}`);
    expect(await screen.findByRole('heading', { name: 'Edit “Spring campaign products”' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Spring campaign products');
    expect(screen.getByRole('treeitem', { name: /^Spring campaign products/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('a link to a new search opens an empty editor', async () => {
    setLatency(300);
    renderApp('/saved-searches/new');
    expect(await screen.findByRole('heading', { name: 'New saved search' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });

  it('a click on a search in the tree opens it', async () => {
    setLatency(300);
    const { user } = await openTree();
    await user.click(screen.getByRole('treeitem', { name: /^All active products/ }));
    expect(await screen.findByRole('heading', { name: 'Edit “All active products”' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('All active products');
  });

  it('“New folder” opens its dialog on the first click with the focus in the name, and Cancel gives the focus back', async () => {
    setLatency(300);
    const { user } = await openTree();
    const button = screen.getByRole('button', { name: 'New folder' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await waitFor(() => expect(within(dialog).getByLabelText('Folder name')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Delete on a row asks first, on the first key press', async () => {
    setLatency(300);
    const { user } = await openTree();
    await user.click(screen.getByRole('treeitem', { name: /^Archive/ }));
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Archive”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('treeitem', { name: /^Archive/ })).toHaveFocus();
  });

  it('“Move to…” offers the folders on the first click', async () => {
    setLatency(300);
    const { user } = await openTree();
    await user.click(screen.getByRole('treeitem', { name: /^Archive/ }));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Archive” to…' });
    expect(within(dialog).getByRole('radio', { name: /Purchasing/ })).toBeInTheDocument();
  });

  it('“Export folder” downloads the folder with what it holds on the first click', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:folder';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openTree();
    await user.click(screen.getByRole('treeitem', { name: /^Purchasing/ }));
    await user.click(screen.getByRole('button', { name: 'Export folder' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const bundle = JSON.parse(await created[0]!.text()) as { savedSearchFolders: { Name: string }[]; savedSearches: { Name: string }[] };
    expect(bundle.savedSearchFolders.map((folder) => folder.Name)).toEqual(['Purchasing', 'Suppliers']);
    expect(bundle.savedSearches.map((search) => search.Name)).toContain('Nordic Supply items');
  });
});
