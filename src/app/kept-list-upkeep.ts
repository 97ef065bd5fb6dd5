import type { Query, QueryClient } from '@tanstack/react-query';
import { listSourceOf, rememberListSource } from '../api/http';
import { timeSlices, yieldToPage } from '../api/yield-to-page';
import { isUnconfirmedKeptList, whenIdle } from './list-persistence';

// The kept lists' upkeep (list-persistence.ts's keepListsCurrent): fetched when there is some, so a first
// visit that changes nothing does not download it.

const rechecking = new Set<Query>();

/**
 * A list shown from the kept copy is re-read from the server once the page has shown it and loaded
 * what else it needs: answering a 10,000-row read costs time, and the editor should see the page first.
 */
export async function recheckKeptList(queryClient: QueryClient, query: Query): Promise<void> {
  if (rechecking.has(query)) return;
  rechecking.add(query);
  // After what the page is loading now (the record an editor opened comes first), when idle.
  await whenShown(queryClient, query);
  await whenNothingLoads(queryClient);
  await whenIdle();
  rechecking.delete(query);
  if (isUnconfirmedKeptList(query)) void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
}

/** Once a page uses the list and the browser has painted it. */
function whenShown(queryClient: QueryClient, query: Query): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (query.getObserversCount() === 0) return;
      unsubscribe();
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

function whenNothingLoads(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

const patching = new Set<Query>();

/**
 * Keeps a list changed here without a read once the page is idle, once for a burst of changes: a
 * reload just after a save then shows what was saved, not the text from before it until the re-read
 * answers. Its text is made a slice of records at a time with the page let in between, as a Blob: one
 * JSON.stringify of 10,000 attributes, then writing that 10 MB string, held the page 65-77 ms after a
 * save in the grid (IndexedDB copies a string on the page's thread; a Blob it takes by reference).
 * Remembered as the list's source with no digest (not the server's bytes): the next re-read parses
 * the server's answer anew. Changed again meanwhile, the list is left to that change's turn.
 */
export async function keepPatchedList(queryClient: QueryClient, query: Query, persistQuery: (query: Query) => Promise<void>): Promise<void> {
  if (patching.has(query)) return;
  patching.add(query);
  await whenIdle();
  patching.delete(query);
  const list = query.state.data;
  // Gone (the demo data reset, the connection changed) or as read after all (a change that equalled what was held): nothing to keep here.
  const current = () => queryClient.getQueryCache().get(query.queryHash) === query && query.state.data === list;
  if (!Array.isArray(list) || listSourceOf(list) !== undefined || !current()) return;
  const parts: Blob[] = [];
  let slice: string[] = [];
  const flush = () => {
    parts.push(new Blob([`${parts.length === 0 ? '[' : ','}${slice.join(',')}`]));
    slice = [];
  };
  const clock = timeSlices(4);
  for (const record of list) {
    slice.push(JSON.stringify(record));
    if (clock.due()) {
      flush();
      await yieldToPage();
      // A bulk edit or a paste changes the list save after save: the latest change's turn keeps it.
      if (!current()) return;
    }
  }
  if (slice.length > 0 || parts.length === 0) flush();
  rememberListSource(list, { text: new Blob([...parts, ']']), digest: undefined });
  // Not kept this time (the device full, say): the re-read after the next load brings the list anyway.
  await persistQuery(query).catch(() => undefined);
}
