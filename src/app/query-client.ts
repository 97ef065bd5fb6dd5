import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../api/api-error';
import { createListPersister, indexedDbListStorage, keepListsCurrent, type ListStorage } from './list-persistence';

/** Client errors (4xx) will not change on a retry; network failures and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.status !== null && apiError.status < 500) return false;
  if (apiError.kind === 'invalid-response') return false;
  return failureCount < 2;
}

/**
 * The app's one QueryClient. The big lists are kept on this device (IndexedDB) so a reload
 * shows them at once; `listStorage: null` keeps nothing (tests pass their own storage).
 */
export function createQueryClient(options: { retry?: boolean; listStorage?: ListStorage | null } = {}): QueryClient {
  const keptLists = createListPersister(options.listStorage === undefined ? indexedDbListStorage() : options.listStorage);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        persister: keptLists?.persisterFn,
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        retry: options.retry === false ? false : shouldRetry,
        // Asked even when the browser says it is offline: a save says at once that the server cannot be reached (and
        // keeps what was typed). Held, a write was sent when the connection came back, over the merge made before (a
        // colleague's save meanwhile overwritten) while the editor saw "Saving…" without a word. The embedded mock
        // answers offline too.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  if (keptLists) keepListsCurrent(queryClient, keptLists.persistQuery);
  return queryClient;
}
