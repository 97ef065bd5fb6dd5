import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { savedSearchApi, savedSearchSchema } from '../../src/api/saved-searches';
import { addFault } from '../../src/mocks/control';
import { folderUid, savedSearchUid } from '../../src/mocks/seed-saved-searches';
import { mockServer } from '../../src/mocks/node';
import { findFocusedError } from '../announcements';
import { renderApp } from '../render-app';

// The editor loads a lazy route, the searches, folders and 200+ attributes: slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function recordRequests() {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** What the server now holds: the check a reload would make. */
async function readSearch(uid: string) {
  const [search] = await http.post('/v1/savedsearches/batch', [uid], z.array(savedSearchSchema));
  if (!search) throw new Error(`no saved search ${uid}`);
  return search;
}

async function openTree(path = '/saved-searches') {
  const view = renderApp(path);
  const tree = await screen.findByRole('tree', { name: 'Folders and saved searches' }, { timeout: 5000 });
  return { ...view, tree };
}

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });
const findItem = (name: string | RegExp) => screen.findByRole('treeitem', { name });

describe('Saved searches tree', () => {
  it('shows folders nested by parent with their searches, private items marked', async () => {
    const { user } = await openTree();
    const marketing = item(/^Marketing/);
    expect(marketing).toHaveAttribute('aria-level', '1');
    expect(marketing).toHaveAttribute('aria-expanded', 'true');
    const campaigns = item(/Campaigns/);
    expect(campaigns).toHaveAttribute('aria-level', '2');
    expect(campaigns).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /Spring 2024/ })).not.toBeInTheDocument();

    await user.dblClick(campaigns);
    const spring = await findItem(/Spring 2024/);
    expect(spring).toHaveAttribute('aria-level', '3');
    await user.dblClick(spring);
    expect(await findItem(/Spring campaign products/)).toHaveAttribute('aria-level', '4');

    // Top-level searches sit at the root, after the folders.
    expect(item(/All active products/)).toHaveAttribute('aria-level', '1');
    expect(within(item(/My recently changed products/)).getByText('Private')).toBeInTheDocument();
    expect(within(item(/All active products/)).queryByText('Private')).not.toBeInTheDocument();
    expect(within(item(/^My searches/)).getByText('Private')).toBeInTheDocument();
  });

  it('moves through the tree with arrow keys, expands and collapses', async () => {
    const { user } = await openTree();
    const marketing = item(/^Marketing/);
    marketing.focus();
    await user.keyboard('{ArrowDown}');
    expect(item(/Campaigns/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item(/Campaigns/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(marketing).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(marketing).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('d');
    expect(item(/^Data quality/)).toHaveFocus();
  });

  it('marks an empty folder as empty, so the rows below do not look like its contents', async () => {
    await openTree();
    expect(within(item(/^Archive/)).getByText('empty')).toBeInTheDocument();
    expect(within(item(/^Marketing/)).queryByText('empty')).not.toBeInTheDocument();
  });

  it('cycles through the items starting with a letter typed again and again', async () => {
    const { user } = await openTree();
    item(/^Marketing/).focus();
    await user.keyboard('m');
    expect(item(/^Missing translations/)).toHaveFocus();
    await user.keyboard('m');
    expect(item(/^My searches/)).toHaveFocus();
  });
});

describe('Folders', () => {
  it('creates a folder in the selected folder', async () => {
    const { user } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(dialog).toHaveTextContent('created in “Purchasing”');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByLabelText('Folder name')).toHaveAccessibleDescription(/Enter a name/);
    await user.type(within(dialog).getByLabelText('Folder name'), 'Returns');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    const created = await findItem(/Returns/);
    expect(created).toHaveAttribute('aria-level', '2');
    expect(created).toHaveFocus();
  });

  it('renames a folder in place', async () => {
    const { user } = await openTree();
    const archive = item(/^Archive/);
    await user.click(archive);
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: /New name for folder “Archive”/ });
    await user.clear(input);
    await user.type(input, 'Old stuff{Enter}');
    expect(await findItem(/Old stuff/)).toBeInTheDocument();
    // Still renamed after the list is fetched again from the server.
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(await findItem(/Old stuff/)).toBeInTheDocument();
  });

  it('deletes an empty folder after a confirmation that names it', async () => {
    const { user } = await openTree();
    await user.click(item(/^Archive/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Archive”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /Archive/ })).not.toBeInTheDocument());
  });

  it('says what a non-empty folder holds and, with consent, deletes its contents first', async () => {
    const requests = recordRequests();
    const { user } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    expect(dialog).toHaveTextContent('“Purchasing” holds 1 folder and 4 saved searches');
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /Purchasing/ })).not.toBeInTheDocument());
    const deletes = requests.filter((request) => request.startsWith('DELETE'));
    expect(deletes.filter((request) => request.includes('/v1/savedsearches/'))).toHaveLength(4);
    // The subfolder goes before its parent: the API refuses a folder that still holds anything.
    expect(deletes.slice(-2)).toEqual([`DELETE /api/v1/SavedSearchFolders/${folderUid(12)}`, `DELETE /api/v1/SavedSearchFolders/${folderUid(11)}`]);
    expect(screen.queryByRole('treeitem', { name: /Nordic Supply items/ })).not.toBeInTheDocument();
  });

  it('moves a folder with Move to…, never offering its own subfolders', async () => {
    const { user } = await openTree();
    await user.click(item(/^Marketing/));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Marketing” to…' });
    expect(within(dialog).queryByRole('radio', { name: /Campaigns/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /^Marketing/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Archive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    const moved = await findItem(/^Marketing/);
    await waitFor(() => expect(moved).toHaveAttribute('aria-level', '2'));
    expect(item(/^Archive/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('rolls a refused keyboard move back and says so', async () => {
    addFault({ method: 'PATCH', path: '/v1/savedsearchfolders', status: 400, once: true });
    const { user } = await openTree();
    const data = item(/^Data quality/);
    await user.click(data);
    expect(data).toHaveAttribute('aria-posinset', '2');
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(await screen.findByText(/Could not move folder “Data quality”/)).toBeInTheDocument();
    await waitFor(() => expect(item(/^Data quality/)).toHaveAttribute('aria-posinset', '2'));
  });
});

describe('Saved search editor', () => {
  it('shows a failed search’s failure count and message prominently', async () => {
    const { user } = await openTree();
    await user.click(item(/Duplicate EANs \(legacy\)/));
    const alert = (await screen.findByText(/This search has failed \d+ times?/)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('timed out after 30 seconds');
    expect(within(item(/Duplicate EANs/)).getByText('Failed')).toBeInTheDocument();
  });

  it('edits a search: name, filters and columns, keeping fields it does not know', async () => {
    const uid = savedSearchUid(1);
    const { user } = renderApp(`/saved-searches/${uid}`);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Spring campaign products');
    expect(screen.getByText('Created')).toBeInTheDocument();
    // Deep link: the tree opens the way to the search and marks it.
    expect(await findItem(/Spring campaign products/)).toHaveAttribute('aria-selected', 'true');

    await user.clear(name);
    await user.type(name, 'Spring products');
    await user.selectOptions(screen.getByLabelText('Filter 2 operator'), 'is before');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a field for the filter that has none.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter 3 field')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove filter 3' }));
    await user.click(screen.getAllByRole('button', { name: /^Move .* down$/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved search “Spring products” saved.')).toBeInTheDocument();

    const saved = await readSearch(uid);
    expect(saved.Name).toBe('Spring products');
    expect(saved.Query!.Filters![1]!.QueryOperator).toBe(2);
    expect(saved.Query!.IncludeArchived).toBe(false);
    expect(saved.ViewColumns!.map((column) => column.Width)).toEqual([120, 280, 160, 80]);
    expect(await findItem(/Spring products/)).toBeInTheDocument();
  });

  it('names nested groups and their filters apart, and saves the nesting', async () => {
    const uid = savedSearchUid(1);
    const { user } = renderApp(`/saved-searches/${uid}`);
    await screen.findByLabelText('Filter 1 field');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    // The old filters became group 1, the new group is 2: each control says which group it belongs to.
    expect(screen.getByRole('group', { name: 'Group 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group 1, filter 1 field')).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Group 2' });
    await user.click(within(second).getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByLabelText('Group 2, filter 1 field'));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(screen.getByLabelText('Group 2, filter 1 value'), 'x');
    expect(screen.getByRole('button', { name: 'Remove group 2, filter 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/saved\.$/)).toBeInTheDocument();
    const saved = await readSearch(uid);
    expect(saved.Query!.QueryModelType).toBe('BooleanQueryModel');
    expect(saved.Query!.SubQueries!.map((sub) => sub.Filters!.length)).toEqual([2, 1]);
  });

  it('keeps the focus on the column list when a column moves to an end, is removed or added', async () => {
    const { user } = renderApp(`/saved-searches/${savedSearchUid(1)}`);
    const columns = await screen.findByRole('list', { name: 'Columns in display order' });
    const names = () =>
      within(columns)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.column-name')!.textContent);
    const [first, second] = names();
    await user.click(screen.getByRole('button', { name: `Move ${second} up` }));
    expect(names()[0]).toBe(second);
    // Its "up" button is now disabled: the focus moves to its "down" button instead of the page.
    expect(screen.getByRole('button', { name: `Move ${second} down` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `Remove column ${second}` }));
    expect(screen.getByRole('button', { name: `Remove column ${first}` })).toHaveFocus();
    const choose = screen.getByRole('combobox', { name: 'Field to add as a column' });
    await user.click(choose);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(names()).toHaveLength(4);
    expect(choose).toHaveFocus();
  });

  it('creates a saved search in the selected folder and opens it', async () => {
    const { user, router } = await openTree();
    await user.click(item(/^Newsletters/));
    await user.click(screen.getByRole('link', { name: 'New saved search' }));
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Folder')).toHaveDisplayValue(/Newsletters/);
    await user.type(name, 'Summer picks');
    await user.selectOptions(screen.getByLabelText('Finds'), 'Global list');
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    expect(await screen.findByText('Enter the uid of the global list.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Finds'), 'Variant');
    await user.click(screen.getByRole('radio', { name: /Private/ }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByLabelText('Filter 1 field'));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(screen.getByLabelText('Filter 1 value'), 'summer');
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    const created = await findItem(/Summer picks/);
    expect(created).toHaveAttribute('aria-level', '3');
    expect(within(created).getByText('Private')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/saved-searches\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { name: 'Edit “Summer picks”' })).toBeInTheDocument();
  });

  it('after creating a search, the tree’s “Selected” line names the new one, not the one selected before', async () => {
    const { user, router } = await openTree();
    await user.click(item(/^All active products/));
    const context = document.querySelector('.tree-context') as HTMLElement;
    expect(context).toHaveTextContent('Selected: saved search “All active products”.');
    await user.click(screen.getByRole('link', { name: 'New saved search' }));
    await screen.findByRole('heading', { name: 'New saved search' });
    await user.type(screen.getByLabelText('Name'), 'Autumn picks');
    await user.click(screen.getByRole('button', { name: 'Create saved search' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/saved-searches\/[0-9a-f-]{36}$/));
    await findItem(/Autumn picks/);
    await waitFor(() => expect(context).toHaveTextContent('Selected: saved search “Autumn picks”. New items go into Top level.'));
    expect(item(/Autumn picks/)).toHaveAttribute('aria-selected', 'true');
  });

  it('moves an open new search to the folder of a second “New saved search”, keeping what was typed', async () => {
    const { user } = await openTree();
    await user.click(item(/^Newsletters/));
    await user.click(screen.getByRole('link', { name: 'New saved search' }));
    await user.type(await screen.findByLabelText('Name'), 'Typed first');
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('link', { name: 'New saved search' }));
    await waitFor(() => expect(screen.getByLabelText('Folder')).toHaveDisplayValue(/Purchasing/));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed first');
  });

  it('keeps the form and says why when the server refuses a save', async () => {
    addFault({ method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
    const { user } = renderApp(`/saved-searches/${savedSearchUid(2)}`);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Kept name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Said beside Save, where the editor is looking, and in a toast.
    const beside = await findFocusedError(document.querySelector<HTMLElement>('.form-actions-sticky'));
    expect(beside).toHaveTextContent(/Injected fault/);
    expect(screen.getByText(/^Saved search “Kept name” was not saved: .*Injected fault/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kept name');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a query it cannot edit as read-only text and sends it back unchanged', async () => {
    const uid = savedSearchUid(3);
    const odd = { BooleanOperator: 0, QueryModelType: 'GeoQueryModel', Radius: 5 };
    await savedSearchApi.patch({ Uid: uid, Query: odd });
    const { user } = renderApp(`/saved-searches/${uid}`);
    expect(await screen.findByRole('heading', { name: 'Query (read-only)' })).toBeInTheDocument();
    expect(screen.getByText(/"GeoQueryModel"/)).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/saved\.$/)).toBeInTheDocument();
    expect((await readSearch(uid)).Query).toEqual(odd);
  });
});
