import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { savedSearchUid } from '../../src/mocks/seed-saved-searches';
import { findFocusedError, recordAnnouncements } from '../announcements';
import { renderApp } from '../render-app';

configure({ asyncUtilTimeout: 5000 });

type Search = Record<string, unknown> & { Uid: string; Name?: string | null };
const headers = { Authorization: 'test-key', 'Content-Type': 'application/json' };
const UID = savedSearchUid(2);

async function serverCopy(uid = UID): Promise<Search> {
  return (await (await fetch(`${TEST_API_BASE_URL}/v1/savedsearches/${uid}`, { headers })).json()) as Search;
}

/** A colleague changes the search (a PATCH of only these fields). */
async function colleaguePatches(change: Record<string, unknown>) {
  const response = await fetch(`${TEST_API_BASE_URL}/v1/savedsearches`, { method: 'PATCH', headers, body: JSON.stringify({ Uid: UID, ...change }) });
  expect(response.status).toBe(200);
}

function recordWrites() {
  const writes: { method: string; body: Search }[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PATCH' || request.method === 'POST') {
      if (new URL(request.url).pathname.endsWith('/v1/savedsearches')) writes.push({ method: request.method, body: (await request.clone().json()) as Search });
    }
  });
  return writes;
}

async function openSearch() {
  const before = await serverCopy();
  const view = renderApp(`/saved-searches/${UID}`);
  const name = await screen.findByLabelText('Name');
  await waitFor(() => expect(name).toHaveValue(before.Name));
  return { ...view, before, name };
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

describe('Saved search editor: nothing lost', () => {
  it('a change on the server never replaces what was typed; a quiet notice says what changed', async () => {
    const { user, queryClient, name } = await openSearch();
    await user.clear(name);
    await user.type(name, 'Typed here');
    await colleaguePatches({ SortOrder: 42, EnableTimeline: true });
    await queryClient.invalidateQueries();
    const notice = await screen.findByText(/This saved search was changed elsewhere since you opened it \(.*Timeline.*\)/);
    expect(screen.getByLabelText('Name')).toHaveValue('Typed here');
    await user.click(within(notice).getByRole('button', { name: 'Show changes' }));
    expect(screen.getByRole('table', { name: 'Changed elsewhere' })).toBeInTheDocument();
  });

  it('text typed while a save runs stays unsaved and goes with the next save', async () => {
    const { user, name } = await openSearch();
    const writes = recordWrites();
    setLatency(300);
    await user.clear(name);
    await user.type(name, 'First');
    await user.click(saveButton());
    await user.type(screen.getByLabelText('Name'), ' and more');
    await screen.findByText('Saved search “First” saved.');
    expect(writes.at(-1)!.body).toEqual({ Uid: UID, Name: 'First' });
    expect(screen.getByLabelText('Name')).toHaveValue('First and more');
    // Still unsaved: leaving asks first.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await user.click(saveButton());
    await screen.findByText('Saved search “First and more” saved.');
    expect(writes.at(-1)!.body).toEqual({ Uid: UID, Name: 'First and more' });
  });

  it('a move of the open search in the tree keeps what was typed, follows the new place quietly and is not undone by the save', async () => {
    const { user, name, before } = await openSearch();
    await user.clear(name);
    await user.type(name, 'Typed before the move');
    screen.getByRole('treeitem', { name: new RegExp(`^${before.Name}`) }).focus();
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    await waitFor(async () => expect((await serverCopy()).SortOrder).not.toBe(before.SortOrder));
    const moved = await serverCopy();
    await waitFor(() => expect(screen.getByLabelText('Sort order')).toHaveValue(String(moved.SortOrder)));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed before the move');
    expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    const writes = recordWrites();
    await user.click(saveButton());
    await screen.findByText('Saved search “Typed before the move” saved.');
    expect(writes).toEqual([{ method: 'PATCH', body: { Uid: UID, Name: 'Typed before the move' } }]);
    expect(await serverCopy()).toMatchObject({ Name: 'Typed before the move', SortOrder: moved.SortOrder, FolderUid: moved.FolderUid });
  });

  it('a failed save says why beside Save and in a toast, keeps the input, and a screen reader hears it once (the focus on it)', async () => {
    const { user, name } = await openSearch();
    addFault({ method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
    await user.clear(name);
    await user.type(name, 'Kept after failing');
    const said = recordAnnouncements();
    await user.click(saveButton());
    expect(await screen.findByText(/^Saved search “Kept after failing” was not saved: .*Injected fault/)).toBeInTheDocument();
    expect(await findFocusedError(saveButton().closest<HTMLElement>('.form-actions'))).toHaveTextContent(/Injected fault/);
    expect(said.count(/Injected fault/)).toBe(1);
    said.stop();
    expect(screen.getByLabelText('Name')).toHaveValue('Kept after failing');
  });

  it('a save that succeeds after the editor left says so with a link back', async () => {
    const { user, router, name } = await openSearch();
    setLatency(300);
    await user.clear(name);
    await user.type(name, 'Saved while away');
    await user.click(saveButton());
    await router.navigate('/languages');
    const message = await screen.findByText('Saved search “Saved while away” saved.');
    expect(await within(message.closest('.toast')!).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/saved-searches/${UID}`);
    expect(await serverCopy()).toMatchObject({ Name: 'Saved while away' });
  });

  it('Ctrl+S saves', async () => {
    const { user, name } = await openSearch();
    const writes = recordWrites();
    await user.clear(name);
    await user.type(name, 'By keyboard');
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Saved search “By keyboard” saved.');
    expect(writes).toEqual([{ method: 'PATCH', body: { Uid: UID, Name: 'By keyboard' } }]);
  });

  it('Ctrl+S pressed again while a new search is being created creates it once', async () => {
    const { user } = renderApp('/saved-searches/new');
    await user.type(await screen.findByLabelText('Name'), 'Pressed twice');
    const writes = recordWrites();
    // The create waits for the server while the editor presses Ctrl+S again.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(mswHttp.post(`${TEST_API_BASE_URL}/v1/savedsearches`, async () => void (await answered), { once: true }));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(writes).toHaveLength(1));
    await user.keyboard('{Control>}s{/Control}');
    answer();
    await screen.findByText('Saved search “Pressed twice” created.');
    expect(writes.map((write) => write.method)).toEqual(['POST']);
  });

  it('a save that fails after the editor left says so with a link back, and what was typed is offered again', async () => {
    const { user, router, name } = await openSearch();
    setLatency(300);
    addFault({ method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
    await user.clear(name);
    await user.type(name, 'Not lost');
    await user.click(saveButton());
    await router.navigate('/languages');
    const message = await screen.findByText(/^Saved search “Not lost” was not saved: .* What you typed is kept\./);
    expect(await within(message.closest('.toast')!).findByRole('link', { name: 'Open it' })).toHaveAttribute('href', `/saved-searches/${UID}`);
    setLatency(0);
    await router.navigate(`/saved-searches/${UID}`);
    await user.click(await screen.findByRole('button', { name: 'Restore them' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Not lost'));
  });

  it('a refusal that names a field puts the focus on it', async () => {
    mockServer.use(
      mswHttp.patch(`${TEST_API_BASE_URL}/v1/savedsearches`, () => HttpResponse.json({ Title: 'Validation failed', Status: 400, Errors: { Name: ['Already used in this folder.'] } }, { status: 400 })),
    );
    const { user } = await openSearch();
    await user.click(screen.getByLabelText('Timeline'));
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Already used in this folder\./);
  });
});

describe('Saved search editor: two editors, one record', () => {
  it('merges a colleague’s change to another field: only my field is sent, and the merge is named', async () => {
    const { user, name } = await openSearch();
    await colleaguePatches({ EnableTimeline: true });
    const writes = recordWrites();
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(saveButton());
    expect(await screen.findByText(/^Saved search “Mine” saved\. Merged with changes made since you opened it: Timeline\b.*\.$/)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', body: { Uid: UID, Name: 'Mine' } }]);
    expect(await serverCopy()).toMatchObject({ Name: 'Mine', EnableTimeline: true });
  });

  it('sends nothing when both changed the name; the editor chooses, then it saves', async () => {
    const { user, name } = await openSearch();
    await colleaguePatches({ Name: 'Theirs' });
    const writes = recordWrites();
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(saveButton());
    const panel = await screen.findByRole('region', { name: 'Someone else changed this field too' });
    expect(writes).toEqual([]);
    const row = within(panel).getByRole('row', { name: /^Name/ });
    await user.click(within(row).getByRole('radio', { name: 'Mine' }));
    await user.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'PATCH', body: { Uid: UID, Name: 'Mine' } }]));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Mine'));
  });

  it('a clash over the columns shows them by their fields’ names, not as JSON, so the editor can choose', async () => {
    const { user, before } = await openSearch();
    const columns = before.ViewColumns as { FieldUid: string; Width: number | null }[];
    expect(columns.length).toBeGreaterThan(2);
    // A colleague widens the second column; here it is removed (columns merge as a list: this is what still clashes).
    await colleaguePatches({ ViewColumns: columns.map((column, index) => (index === 1 ? { ...column, Width: (column.Width ?? 100) + 50 } : column)) });
    const list = screen.getByRole('list', { name: 'Columns in display order' });
    const second = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: /^Remove column / }));
    await user.click(saveButton());
    const panel = await screen.findByRole('region', { name: 'Someone else changed this field too' });
    const row = within(panel).getByRole('row', { name: /^Columns/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    expect(cells.join(' ')).not.toMatch(/FieldUid|\{|\[/);
    // When opened, on the server now, yours: each a list of names.
    expect(cells[0]).toMatch(/^[^,]+(, [^,]+){3}$/);
    expect(cells[1]).toMatch(/^[^,]+(, [^,]+){3}$/);
    expect(cells[2]).toMatch(/^[^,]+(, [^,]+){2}$/);
    expect(cells[1]).not.toBe(cells[2]);
  });

  it('when both reordered the columns, each choice shows the columns it saves, with the other side’s other changes; the one chosen is what is saved', async () => {
    const { user, before } = await openSearch();
    const columns = before.ViewColumns as { FieldUid: string; Width: number | null }[];
    expect(columns).toHaveLength(4);
    const list = screen.getByRole('list', { name: 'Columns in display order' });
    const shown = () =>
      within(list)
        .getAllByRole('button', { name: /^Reorder column / })
        .map((handle) => handle.getAttribute('aria-label')!.replace('Reorder column ', ''));
    const [c0, c1, c2, c3] = shown() as [string, string, string, string];
    // A colleague removes the second column and swaps the last two; here the first goes down two places.
    await colleaguePatches({ ViewColumns: [columns[0], columns[3], columns[2]] });
    await user.click(screen.getByRole('button', { name: `Move ${c0} down` }));
    await user.click(screen.getByRole('button', { name: `Move ${c0} down` }));
    expect(shown()).toEqual([c1, c2, c0, c3]);
    await user.click(saveButton());

    const panel = await screen.findByRole('region', { name: 'Someone else changed this field too' });
    const choice = within(panel).getByRole('group', { name: 'Keep which value of Columns' });
    const mine = within(choice).getByRole('radio', { name: 'Mine' });
    const theirs = within(choice).getByRole('radio', { name: 'Theirs' });
    // What a choice says it saves, heard with it: its fields' names in order (their widths aside).
    const saves = (radio: HTMLElement) => {
      expect(radio).toHaveAccessibleDescription(/^Saves: /);
      const description = document.getElementById(radio.getAttribute('aria-describedby')!)!.textContent!;
      return description
        .replace(/^Saves: /, '')
        .replace(/ \(width \d+\)/g, '')
        .split(', ');
    };
    // Mine: this order, without the column the colleague removed; theirs: the colleague's order.
    expect(saves(mine)).toEqual([c2, c0, c3]);
    expect(saves(theirs)).toEqual([c0, c3, c2]);

    const writes = recordWrites();
    await user.click(mine);
    await user.click(within(panel).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect((await serverCopy()).ViewColumns).toEqual([columns[2], columns[0], columns[3]].map((column) => expect.objectContaining({ FieldUid: column!.FieldUid })));
    await waitFor(() => expect(shown()).toEqual([c2, c0, c3]));
  });

  it('says the search was deleted meanwhile and creates it again only when asked', async () => {
    const { user, name, before } = await openSearch();
    await fetch(`${TEST_API_BASE_URL}/v1/savedsearches/${UID}`, { method: 'DELETE', headers });
    const writes = recordWrites();
    await user.clear(name);
    await user.type(name, 'Still wanted');
    await user.click(saveButton());
    expect(await screen.findByText(/This saved search was deleted on the server since you opened it\./)).toBeInTheDocument();
    expect(writes).toEqual([]);
    // Typed after the notice: on screen, so created too.
    await user.type(name, ', still');
    await user.click(screen.getByRole('button', { name: 'Create it again from what is on screen' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', body: { Uid: UID, Name: 'Still wanted, still', FolderUid: before.FolderUid } });
    expect(await serverCopy()).toMatchObject({ Uid: UID, Name: 'Still wanted, still' });
    await waitFor(() => expect(name).toHaveValue('Still wanted, still'));
  });

  it('reviews what a save will change before anything is sent', async () => {
    const { user, name, before } = await openSearch();
    const writes = recordWrites();
    await user.clear(name);
    await user.type(name, 'Reviewed');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await screen.findByRole('table', { name: 'What saving would change' });
    expect(within(review).getByRole('row', { name: `Name ${before.Name} Reviewed` })).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
