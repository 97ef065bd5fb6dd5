import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { http } from '../../src/api/http';
import { savedSearchSchema } from '../../src/api/saved-searches';
import { savedSearchFolderSchema } from '../../src/api/saved-search-folders';
import { buildTree, visibleRows } from '../../src/features/saved-searches/tree';
import { mockServer } from '../../src/mocks/node';
import { renderApp } from '../render-app';

export type SeenRequest = { method: string; path: string; body: string };

/** Every request the mock gets, with its body: what the server was asked to do. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const entry = { method: request.method, path: new URL(request.url).pathname, body: '' };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((body) => (entry.body = body));
  });
  return seen;
}

export async function openTree(path = '/saved-searches') {
  const view = renderApp(path);
  const tree = await screen.findByRole('tree', { name: 'Folders and saved searches' }, { timeout: 5000 });
  return { ...view, tree };
}

export const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });

/** The rows as the editor sees them: level and name. */
export function uiRows(): string[] {
  return screen.getAllByRole('treeitem').map((row) => `${row.getAttribute('aria-level')} ${row.querySelector('.tree-name')?.textContent ?? ''}`);
}

/** The same rows (same folders open) built from what the server holds now: what a reload would show. */
export async function serverRows(): Promise<string[]> {
  const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
  const open = new Set(
    screen
      .getAllByRole('treeitem')
      .filter((row) => row.getAttribute('aria-expanded') === 'true')
      .map((row) => row.dataset.nodeId!),
  );
  return visibleRows(buildTree(folders, searches), open).map((row) => `${row.level} ${row.node.name}`);
}

/** Sort orders that tie among siblings of one kind on the server: the order then falls back to names. */
export async function serverTies(): Promise<string[]> {
  const [folders, searches] = await Promise.all([http.get('/v1/savedsearchfolders', z.array(savedSearchFolderSchema)), http.get('/v1/savedsearches', z.array(savedSearchSchema))]);
  const seen = new Map<string, string>();
  const ties: string[] = [];
  const items = [
    ...folders.map((folder) => ({ key: `folder ${folder.ParentUid ?? 'top'} ${folder.SortOrder}`, name: folder.Name ?? '' })),
    ...searches.map((search) => ({ key: `search ${search.FolderUid ?? 'top'} ${search.SortOrder}`, name: search.Name ?? '' })),
  ];
  for (const { key, name } of items) {
    if (seen.has(key)) ties.push(`${seen.get(key)} = ${name}`);
    else seen.set(key, name);
  }
  return ties;
}

/** Every tree change answered and the lists fetched again. */
export async function waitUntilSaved(queryClient: ReturnType<typeof renderApp>['queryClient'], timeout = 20_000) {
  await waitFor(
    () => {
      expect(screen.queryByText(/^Saving \d+ changes?…$/)).not.toBeInTheDocument();
      expect(queryClient.isMutating()).toBe(0);
      expect(queryClient.isFetching()).toBe(0);
    },
    { timeout },
  );
}

/** Records the rows each time the tree changes on screen: a tree that flips back on its own shows up here. */
export function watchRows(tree: HTMLElement): string[][] {
  const seen: string[][] = [];
  const observer = new MutationObserver(() => {
    const rows = uiRows();
    if (JSON.stringify(seen.at(-1)) !== JSON.stringify(rows)) seen.push(rows);
  });
  observer.observe(tree, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-level', 'aria-posinset'] });
  return seen;
}
