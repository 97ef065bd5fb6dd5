import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { savedSearchApi } from '../../src/api/saved-searches';
import { folderUid } from '../../src/mocks/seed-saved-searches';
import { getStore } from '../../src/mocks/store';
import { item, openTree, serverRows, uiRows, waitUntilSaved } from './saved-searches-tree-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/** Holds the next round's wait for the tree's list reads, so a move can be made right then. */
const hold = vi.hoisted(() => ({ next: null as null | { reached: () => void; released: Promise<void> } }));
vi.mock('../../src/features/saved-searches/tree-cache', async (original) => {
  const actual = await original<typeof import('../../src/features/saved-searches/tree-cache')>();
  return {
    ...actual,
    cancelListReads: async (...args: Parameters<typeof actual.cancelListReads>) => {
      const held = hold.next;
      hold.next = null;
      if (held) {
        held.reached();
        await held.released;
      }
      return actual.cancelListReads(...args);
    },
  };
});

const ARCHIVE = folderUid(15);
const searchNamed = (name: string) => [...getStore().searches.values()].find((search) => search.Name === name)!;

describe('A move made while a round shows a move someone else overruled', () => {
  it('is sent: the round does not write its plan over it', async () => {
    const { user, queryClient } = await openTree();
    await waitUntilSaved(queryClient);
    const archived = searchNamed('Everything archived');
    // A colleague puts “Everything archived” into Archive; this tab is not told.
    await savedSearchApi.patch({ Uid: archived.Uid, FolderUid: ARCHIVE } as Parameters<typeof savedSearchApi.patch>[0]);
    let reached = () => {};
    const atCache = new Promise<void>((resolve) => (reached = resolve));
    let release = () => {};
    hold.next = { reached, released: new Promise<void>((resolve) => (release = resolve)) };

    await user.click(item(/^Everything archived/));
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    // The round found the move overruled and is putting the server's lists in the tree: the editor moves another search.
    await atCache;
    await user.click(item(/^All active products/));
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    release();

    await screen.findByText(/^Saved search “Everything archived” was not moved/);
    await waitUntilSaved(queryClient);
    await waitFor(async () => expect(uiRows()).toEqual(await serverRows()));
    const top = uiRows().filter((row) => /^1 All /.test(row));
    expect(top.indexOf('1 All active products')).toBe(1);
  });
});
