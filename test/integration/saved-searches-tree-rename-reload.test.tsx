import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../src/api/outbox';
import { savedSearchFolderApi } from '../../src/api/saved-search-folders';
import { setLatency } from '../../src/mocks/control';
import { mockServer } from '../../src/mocks/node';
import { keepRename } from '../../src/features/saved-searches/tree-plans';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { getStore } from '../../src/mocks/store';
import { renderReloadableApp } from '../reload-app';

const SLOW = { timeout: 10_000 };
const ARCHIVE = folderUid(15);

const row = (name: RegExp) => screen.getByRole('treeitem', { name });
/** Whether closing or reloading the tab now asks first. */
const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

/** Reads of Archive the server has been asked for: a rename re-reads its record before it sends. */
function countArchiveReads() {
  const reads = { count: 0 };
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.toLowerCase().endsWith(`/v1/savedsearchfolders/${ARCHIVE}`)) reads.count += 1;
  });
  return reads;
}

/** Renames Archive in place (F2, type, Enter) at 300 ms latency. */
async function renameArchive(user: Awaited<ReturnType<typeof renderReloadableApp>>['user'], name: string) {
  await user.click(row(/^Archive/));
  await user.keyboard('{F2}');
  const input = screen.getByRole('textbox', { name: /New name for folder “Archive”/ });
  await user.clear(input);
  await user.type(input, name);
  setLatency(300);
  await user.keyboard('{Enter}');
}

describe('A rename in place cut off by a reload', { timeout: 30_000 }, () => {
  it('asks before leaving while it is sent, and after the reload it goes on by itself', async () => {
    const reads = countArchiveReads();
    const app = await renderReloadableApp('/saved-searches');
    await screen.findByRole('tree', { name: 'Folders and saved searches' }, SLOW);
    await renameArchive(app.user, 'Old campaigns');
    await waitFor(() => expect(reads.count).toBeGreaterThan(0), SLOW);
    expect(leavingAsks()).toBe(true);
    await app.reload();
    setLatency(0);

    expect(await screen.findByText('Renamed to “Old campaigns”.', undefined, SLOW)).toBeInTheDocument();
    expect(row(/^Old campaigns/)).toBeInTheDocument();
    expect((await savedSearchFolderApi.get(ARCHIVE)).Name).toBe('Old campaigns');
    await waitFor(() => expect(leavingAsks()).toBe(false), SLOW);
  });

  it('a colleague’s rename landing while the page was cut off is not overwritten after the reload: the editor is asked', async () => {
    const reads = countArchiveReads();
    // The colleague's rename lands just after the cut-off page read Archive.
    mockServer.events.on('response:mocked', ({ request }) => {
      if (request.method !== 'GET' || !new URL(request.url).pathname.toLowerCase().endsWith(`/v1/savedsearchfolders/${ARCHIVE}`) || reads.count !== 1) return;
      const store = getStore();
      store.folders.set(ARCHIVE.toLowerCase(), { ...store.folders.get(ARCHIVE.toLowerCase())!, Name: 'Theirs' });
    });
    const app = await renderReloadableApp('/saved-searches');
    await screen.findByRole('tree', { name: 'Folders and saved searches' }, SLOW);
    await renameArchive(app.user, 'Mine');
    await waitFor(() => expect(reads.count).toBeGreaterThan(0), SLOW);
    await app.reload();
    setLatency(0);

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else renamed this folder meanwhile' }, SLOW);
    expect(within(dialog).getByText('Mine')).toBeInTheDocument();
    expect((await savedSearchFolderApi.get(ARCHIVE)).Name).toBe('Theirs');
  });

  it('cut off more than a day ago, it is only offered under “Not saved yet”, and Finish sends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const key = keepRename({ kind: 'rename', nodeId: `folder:${ARCHIVE}`, name: 'Old campaigns', base: 'Archive' }, 'folder “Archive”');
    await outbox.update(key, { state: 'interrupted' });
    vi.useRealTimers();
    const app = await renderReloadableApp('/saved-searches');
    const offer = await screen.findByRole('region', { name: 'Not saved yet' }, SLOW);
    expect(offer).toHaveTextContent(/Renaming folder “Archive” to “Old campaigns” \(cut off on .+\)/);
    expect(row(/^Archive/)).toBeInTheDocument();

    await app.user.click(within(offer).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Renamed to “Old campaigns”.', undefined, SLOW)).toBeInTheDocument();
    expect((await savedSearchFolderApi.get(ARCHIVE)).Name).toBe('Old campaigns');
    expect(screen.queryByRole('region', { name: 'Not saved yet' })).not.toBeInTheDocument();
  });
});
