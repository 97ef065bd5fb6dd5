import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { timeAgo } from '../components/relative-time';
import { isUnconfirmedKeptList } from './list-persistence';

/** What the status says: nothing, or the oldest kept copy on screen and whether checking it failed. */
function keptListsSnapshot(queries: ReturnType<ReturnType<typeof useQueryClient>['getQueryCache']>): string {
  const unconfirmed = queries.findAll({ predicate: isUnconfirmedKeptList });
  if (unconfirmed.length === 0) return '';
  const oldest = Math.min(...unconfirmed.map((query) => query.state.dataUpdatedAt));
  const failed = unconfirmed.some((query) => query.state.fetchStatus === 'idle' && query.state.error);
  const age = timeAgo(oldest);
  return failed ? t`Showing the list from your last visit (${age}). The server did not answer, so it may be out of date.` : t`Showing the list from your last visit (${age}). Checking for updates…`;
}

/**
 * Says so while a list on screen is this device's kept copy, from the moment it is shown until
 * the server's answer replaces it (the check itself waits until the page is idle).
 */
export function KeptListsStatus() {
  useLingui(); // said again in the interface's language when it changes
  const queries = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queries.subscribe(() => onChange()), [queries]);
  const text = useSyncExternalStore(subscribe, () => keptListsSnapshot(queries));
  return (
    <p className="kept-lists-status" role="status">
      {text}
    </p>
  );
}
