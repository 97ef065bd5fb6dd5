import type { QueryKey } from '@tanstack/react-query';

/**
 * The app's tabs in one browser tell each other when server data changed, so an open list
 * in another tab is never stale for long (issue 9). A mutation names the query roots it
 * changes in its meta (`meta: { changes: [root] }`); the tab that ran it announces them and
 * every other tab invalidates them. `all` is for a reset of the demo data.
 */
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { changes?: readonly QueryKey[] };
  }
}

export type DataChange = { roots: QueryKey[] } | { all: true };

const CHANNEL_NAME = 'pim-changes';

function isQueryRoot(value: unknown): value is QueryKey {
  return Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === 'string' || typeof part === 'number');
}

/** Only what `announce` sends; anything else on the channel is ignored. */
export function readDataChange(data: unknown): DataChange | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('all' in data && data.all === true) return { all: true };
  if ('roots' in data && Array.isArray(data.roots) && data.roots.length > 0 && data.roots.every(isQueryRoot)) {
    return { roots: data.roots };
  }
  return null;
}

export type ChangeChannel = { announce(change: DataChange): void; close(): void };

/**
 * Opens the channel; `onChange` hears what other tabs (and other channels of this tab)
 * announce, never this channel's own messages. Without BroadcastChannel, nothing is shared.
 */
export function openChangeChannel(onChange?: (change: DataChange) => void): ChangeChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  if (onChange) {
    channel.onmessage = (event: MessageEvent) => {
      const change = readDataChange(event.data);
      if (change) onChange(change);
    };
  }
  return { announce: (change) => channel.postMessage(change), close: () => channel.close() };
}
