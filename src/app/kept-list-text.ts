import type { Query } from '@tanstack/react-query';
import { rememberListSource } from '../api/http';
import { timeSlices, yieldToPage } from '../api/yield-to-page';

const waiting = new Set<Query>();

/**
 * Keeps a list changed here without a read once the page is idle, once for a burst of changes: a
 * reload just after a save then shows what was saved, not the text from before it until the re-read
 * answers. Its text is made a slice of records at a time with the page let in between, as a Blob: one
 * JSON.stringify of 10,000 attributes, then writing that 10 MB string, held the page 65-77 ms after a
 * save in the grid (IndexedDB copies a string on the page's thread; a Blob it takes by reference).
 * Remembered as the list's source with no digest (not the server's bytes): the next re-read parses
 * the server's answer anew.
 */
export async function keepPatchedList(query: Query, persistQuery: (query: Query) => Promise<void>): Promise<void> {
  if (waiting.has(query)) return;
  waiting.add(query);
  await new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 0)));
  waiting.delete(query);
  const list = query.state.data;
  if (!Array.isArray(list)) return;
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
    }
  }
  if (slice.length > 0 || parts.length === 0) flush();
  // Changed again meanwhile: that change's turn keeps it.
  if (query.state.data !== list) return;
  rememberListSource(list, { text: new Blob([...parts, ']']), digest: undefined });
  await persistQuery(query);
}
