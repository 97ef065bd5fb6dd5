import type { QueryClient } from '@tanstack/react-query';
import { openChangeChannel } from '../api/change-channel';

/**
 * Keeps this tab's queries in step with the app's other tabs (against the mock or a real
 * server alike): a finished mutation announces the query roots its meta says it changes,
 * and what other tabs announce is invalidated here, so open lists refetch.
 */
export function connectCrossTabSync(queryClient: QueryClient): () => void {
  const channel = openChangeChannel((change) => {
    if ('all' in change) void queryClient.invalidateQueries();
    else for (const root of change.roots) void queryClient.invalidateQueries({ queryKey: root });
  });
  const stopWatching = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    // A failed mutation of several requests may have changed part of the data: announce it too.
    if (event.action.type !== 'success' && event.action.type !== 'error') return;
    const roots = event.mutation.meta?.changes;
    if (roots && roots.length > 0) channel.announce({ roots: [...roots] });
  });
  return () => {
    stopWatching();
    channel.close();
  };
}
