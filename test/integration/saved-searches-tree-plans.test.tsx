import { configure, screen, within } from '@testing-library/react';
import { http as msw } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { outbox, outboxKey, sendingHere } from '../../src/api/outbox';
import { savedSearchSchema } from '../../src/api/saved-searches';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { planMove } from '../../src/features/saved-searches/moves';
import { buildTree, searchId } from '../../src/features/saved-searches/tree';
import { MOVES } from '../../src/features/saved-searches/tree-plans';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer, TEST_API_BASE_URL } from '../../src/mocks/node';
import { getStore } from '../../src/mocks/store';
import { item, openTree, recordRequests, serverRows, serverTies, uiRows, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/** Where each folder and search sits on the mock server now: parent and sort order. */
function placesOnServer(): Map<string, string> {
  const store = getStore();
  return new Map([
    ...store.folders.values().map((folder) => [folder.Uid, `${folder.ParentUid ?? 'top'} ${folder.SortOrder}`] as const),
    ...store.searches.values().map((search) => [search.Uid, `${search.FolderUid ?? 'top'} ${search.SortOrder}`] as const),
  ]);
}

/** Siblings of one kind sharing a SortOrder on the mock server, read at once (no request). */
function tiesOnServer(): string[] {
  const store = getStore();
  const keys = [...store.folders.values().map((f) => `folder ${f.ParentUid ?? 'top'} ${f.SortOrder}`), ...store.searches.values().map((s) => `search ${s.FolderUid ?? 'top'} ${s.SortOrder}`)];
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

/** The top-level searches as the tree shows them. */
const topSearches = () => uiRows().filter((row) => row.startsWith('1 All') || /^1 (Images|Country|My recently|Everything)/.test(row));

describe('Queued moves are one plan (issue 18, design)', () => {
  it('N moves queued behind a slow read PATCH only the items whose place changes, each once, and the server is never left tied between answers', async () => {
    const requests = recordRequests();
    const before = placesOnServer();
    // Each time the server has answered everything sent so far, no level may hold two items on one sort order.
    let inFlight = 0;
    const tiedWhenQuiet: string[][] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') inFlight += 1;
    });
    mockServer.events.on('response:mocked', ({ request }) => {
      if (request.method !== 'PATCH' || --inFlight > 0) return;
      const ties = tiesOnServer();
      if (ties.length > 0) tiedWhenQuiet.push(ties);
    });
    const { user, queryClient } = await openTree();
    setLatency(300);
    // The server reads the lists only once every move is made: all of them are one plan.
    let release = () => {};
    const made = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(msw.get(`${TEST_API_BASE_URL}/v1/savedsearches`, () => made.then(() => undefined), { once: true }));
    await user.click(item(/^Everything archived/));
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Control}');
    await user.click(item(/^All active products/));
    await user.keyboard('{Control>}{ArrowDown}{ArrowDown}{/Control}');
    await user.click(item(/^Archive/));
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{/Control}');
    const asked = uiRows();
    release();
    expect(topSearches()).toEqual([
      '1 All categories',
      '1 Everything archived',
      '1 All active products',
      '1 All variant groups',
      '1 All assets',
      '1 Images without alt text',
      '1 Country list values',
      '1 My recently changed products',
    ]);

    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(asked);
    expect(await serverRows()).toEqual(asked);
    expect(await serverTies()).toEqual([]);
    expect(tiedWhenQuiet).toEqual([]);

    const after = placesOnServer();
    const changed = [...after.keys()].filter((uid) => after.get(uid) !== before.get(uid)).sort();
    const patched = requests.filter((request) => request.method === 'PATCH').map((request) => (JSON.parse(request.body) as { Uid: string }).Uid);
    // Every PATCH changed something the server kept, and no item was PATCHed twice.
    expect([...patched].sort()).toEqual(changed);
  });

  it('Retry after a partly failed series of moves continues the plan: the search ends three places up, where the status line says', async () => {
    const { user, queryClient } = await openTree();
    setLatency(600);
    // The second PATCH sent answers 500; the others are accepted.
    let patches = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && ++patches === 2) addFault({ method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
    });
    await user.click(item(/^Country list values/));
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{ArrowUp}{/Control}');
    const asked = uiRows();
    expect(topSearches().slice(0, 4)).toEqual(['1 All active products', '1 All categories', '1 Country list values', '1 All variant groups']);
    expect(screen.getByText('Moved saved search “Country list values” to Top level, position 3.')).toBeInTheDocument();

    const failure = await screen.findByText(
      /Country list values.*(kept (its|their) old order|did not reach).*Injected fault: PATCH \/v1\/savedsearches answers 500\. The tree shows the order the server has now\./,
    );
    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(await serverRows());

    await user.click(within(failure.closest('.toast') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitUntilSaved(queryClient);
    expect(await serverRows()).toEqual(asked);
    expect(uiRows()).toEqual(asked);
    expect(await serverTies()).toEqual([]);
    expect(screen.getByText('Moved saved search “Country list values” to Top level, position 3.')).toBeInTheDocument();
  });
});

/** A plan as a page left it when a reload cut it: "Everything archived" asked to the top of its level. */
async function leaveCutPlan(updatedAt = Date.now()) {
  const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
  const tree = buildTree(folders, searches);
  const plan = planMove(tree, tree.byId.get(searchId(searches.find((search) => search.Name === 'Everything archived')!.Uid))!, { parentUid: null, index: 0 })!;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(updatedAt);
  await outbox.put({ resource: MOVES, recordId: 'cut', kind: 'plan', label: 'Moves in the saved-search tree', steps: plan.steps });
  await outbox.update(outboxKey(MOVES, 'cut'), { state: 'interrupted' });
  vi.useRealTimers();
}

describe('Moves whose round cannot start', () => {
  it('when the lists cannot be read, nothing is left “sending”: the tree shows the server, the moves wait under “Not saved yet”', async () => {
    const { user, queryClient } = await openTree();
    const before = uiRows();
    addFault({ method: 'GET', path: '/v1/savedsearches', status: 503, once: true });
    await user.click(item(/^Everything archived/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(await screen.findByText(/^Could not move saved search “Everything archived”: .* It is back where it was\.$/)).toBeInTheDocument();
    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(before);
    expect(sendingHere()).toEqual([]);
    const offer = screen.getByRole('region', { name: 'Not saved yet' });
    await user.click(within(offer).getByRole('button', { name: 'Finish' }));
    await waitUntilSaved(queryClient);
    expect(topSearches().slice(-2)).toEqual(['1 Everything archived', '1 My recently changed products']);
    expect(await serverRows()).toEqual(uiRows());
  });
});

describe('Moves a reload cut off (issue 18, item 2)', () => {
  it('resume by themselves when the tree opens: shown at once, then on the server with no tied sort orders', async () => {
    await leaveCutPlan();
    const { queryClient } = await openTree();
    expect(topSearches()[0]).toBe('1 Everything archived');
    await waitUntilSaved(queryClient);
    expect(topSearches()[0]).toBe('1 Everything archived');
    expect(await serverRows()).toEqual(uiRows());
    expect(await serverTies()).toEqual([]);
    expect(outbox.list()).toEqual([]);
  });

  it('older than a day they are only offered: nothing is sent until the editor asks', async () => {
    await leaveCutPlan(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const requests = recordRequests();
    const { user, queryClient } = await openTree();
    const offer = await screen.findByRole('region', { name: 'Not saved yet' });
    expect(offer).toHaveTextContent(/Moving saved search “Everything archived” \(cut off on .+\)/);
    await waitUntilSaved(queryClient);
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
    expect(topSearches().at(-1)).toBe('1 Everything archived');

    await user.click(within(offer).getByRole('button', { name: 'Finish' }));
    await waitUntilSaved(queryClient);
    expect(topSearches()[0]).toBe('1 Everything archived');
    expect(await serverRows()).toEqual(uiRows());
    expect(screen.queryByRole('region', { name: 'Not saved yet' })).not.toBeInTheDocument();
  });
});
