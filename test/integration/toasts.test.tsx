import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults } from '../../src/mocks/control';
import { item, openTree, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

describe('Messages with a Retry stay (issue 18)', () => {
  it('four more messages after a failed delete leave its error and Retry on screen; Retry still works', async () => {
    addFault({ method: 'DELETE', path: '/v1/savedsearches/*', status: 500, once: true });
    const { user, queryClient } = await openTree();
    await user.click(item(/^Purchasing/));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete folder “Purchasing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder and contents' }));
    const failure = await screen.findByText(/^Could not delete folder “Purchasing”: .* Nothing was deleted\.$/);
    await waitUntilSaved(queryClient);

    let name = 'Archive';
    for (const next of ['Old 1', 'Old 2', 'Old 3', 'Old 4']) {
      await user.click(item(new RegExp(`^${name}`)));
      await user.keyboard('{F2}');
      const input = screen.getByRole('textbox', { name: new RegExp(`New name for folder “${name}”`) });
      await user.clear(input);
      await user.type(input, `${next}{Enter}`);
      expect(await screen.findByText(`Renamed to “${next}”.`)).toBeInTheDocument();
      name = next;
    }

    // The error is still there with its Retry; the oldest passing message made way.
    expect(failure).toBeInTheDocument();
    expect(screen.queryByText('Renamed to “Old 1”.')).not.toBeInTheDocument();
    expect(screen.getByText('Renamed to “Old 4”.')).toBeInTheDocument();
    clearFaults();
    await user.click(within(failure.closest('.toast') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Deleted folder “Purchasing” and what it held/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /^Purchasing/ })).not.toBeInTheDocument());
    expect(failure).not.toBeInTheDocument();
  });
});
