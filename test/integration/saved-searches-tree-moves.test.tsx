import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addFault, setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { item, openTree, serverRows, serverTies, uiRows, waitUntilSaved, watchRows } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

describe('Quick moves in the folder tree (issue 8, item 1)', () => {
  it('two Ctrl+↑ moves fired at once with 300 ms latency: the tree never flips back, and the server ends as asked with no tied sort orders', async () => {
    const { user, queryClient, tree } = await openTree();
    setLatency(300);
    await user.click(item(/^Data quality/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    await user.click(item(/^Purchasing/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    const asked = uiRows();
    expect(asked.filter((row) => row.startsWith('1 ')).slice(0, 3)).toEqual(['1 Data quality', '1 Purchasing', '1 Marketing']);
    const shown = watchRows(tree);
    expect(await screen.findByText(/^Saving \d changes?…$/)).toBeInTheDocument();

    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(asked);
    // Every order shown while the queue drained was the one asked for.
    expect(shown.filter((rows) => JSON.stringify(rows) !== JSON.stringify(asked))).toEqual([]);
    expect(await serverRows()).toEqual(asked);
    expect(await serverTies()).toEqual([]);
  });

  it('a dozen moves on random items without waiting: the tree the editor sees is the server’s, and what was asked for', async () => {
    const { user, queryClient, tree } = await openTree();
    setLatency(40);
    // A fixed sequence of random picks (seeded), so a failure can be replayed.
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let move = 0; move < 12; move += 1) {
      const rows = screen.getAllByRole('treeitem');
      const row = rows[Math.floor(next() * rows.length)]!;
      row.focus();
      await user.keyboard(`{Control>}{${next() < 0.5 ? 'ArrowUp' : 'ArrowDown'}}{/Control}`);
    }
    const asked = uiRows();
    const shown = watchRows(tree);
    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(asked);
    expect(shown.filter((rows) => JSON.stringify(rows) !== JSON.stringify(asked))).toEqual([]);
    expect(await serverRows()).toEqual(asked);
    expect(await serverTies()).toEqual([]);
  });

  it('sends at most four PATCHes at a time, planned from the order asked', async () => {
    let inFlight = 0;
    let most = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') most = Math.max(most, ++inFlight);
    });
    mockServer.events.on('response:mocked', ({ request }) => {
      if (request.method === 'PATCH') inFlight -= 1;
    });
    const { user, queryClient } = await openTree();
    setLatency(100);
    await user.click(item(/^Purchasing/));
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{/Control}');
    await user.click(item(/^Archive/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    await user.click(item(/^Everything archived/));
    await user.keyboard('{Control>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Control}');
    await waitUntilSaved(queryClient);
    expect(
      uiRows()
        .filter((row) => row.startsWith('1 '))
        .slice(0, 6),
    ).toEqual(['1 Purchasing', '1 Marketing', '1 Data quality', '1 Archive', '1 My searches', '1 Everything archived']);
    expect(most).toBeLessThanOrEqual(4);
    expect(await serverRows()).toEqual(uiRows());
    expect(await serverTies()).toEqual([]);
  });
});

describe('Moves pressed faster than the screen updates', () => {
  it('two Ctrl+↓ presses in one go move the item two places, the second aimed at the tree the first left', async () => {
    const { user, queryClient } = await openTree();
    setLatency(100);
    await user.click(item(/^Data quality/));
    fireEvent.keyDown(item(/^Data quality/), { key: 'ArrowDown', ctrlKey: true });
    fireEvent.keyDown(item(/^Data quality/), { key: 'ArrowDown', ctrlKey: true });
    const top = () =>
      uiRows()
        .filter((line) => line.startsWith('1 '))
        .slice(0, 5);
    expect(top()).toEqual(['1 Marketing', '1 Purchasing', '1 My searches', '1 Data quality', '1 Archive']);
    await waitUntilSaved(queryClient);
    expect(top()).toEqual(['1 Marketing', '1 Purchasing', '1 My searches', '1 Data quality', '1 Archive']);
    expect(await serverRows()).toEqual(uiRows());
  });
});

describe('A move that fails part-way (issue 8, item 2)', () => {
  it('shows what the server has and says which part failed, and Retry finishes it', async () => {
    const { user, queryClient } = await openTree();
    // Two places down: its two neighbours go up a place (two PATCHes); the second sent is refused.
    let patches = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && ++patches === 2) addFault({ method: 'PATCH', path: '/v1/savedsearches', status: 500, once: true });
    });
    const first = item(/^All active products/);
    await user.click(first);
    setLatency(300);
    await user.keyboard('{Control>}{ArrowDown}{ArrowDown}{/Control}');

    const alert = await screen.findByText(
      /^Saved search “All active products” did not reach its new place: 1 change was refused: .*Injected fault: PATCH \/v1\/savedsearches answers 500\. The tree shows the order the server has now\.$/,
    );
    expect(alert).not.toHaveTextContent('back where it was');
    await waitUntilSaved(queryClient);
    expect(uiRows()).toEqual(await serverRows());
    const allRows = () => uiRows().filter((row) => row.startsWith('1 ') && /All /.test(row));
    // One neighbour went up, the other did not: the search sits one place down, not two.
    expect(allRows()[1]).toBe('1 All active products');

    const toast = alert.closest('.toast') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Retry' }));
    await waitUntilSaved(queryClient);
    expect(await serverTies()).toEqual([]);
    expect(uiRows()).toEqual(await serverRows());
    expect(allRows().slice(0, 3)).toEqual(['1 All categories', '1 All variant groups', '1 All active products']);
  });
});
