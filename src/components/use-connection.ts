import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection, type Connection } from '../api/settings';

/** The current connection settings; re-renders when they change. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}
