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
function readDataChange(data: unknown): DataChange | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('all' in data && data.all === true) return { all: true };
  if ('roots' in data && Array.isArray(data.roots) && data.roots.length > 0 && data.roots.every(isQueryRoot)) {
    return { roots: data.roots };
  }
  return null;
}

type ChangeChannel = { announce(change: DataChange): void; close(): void };

const THIS_TAB_EVENT = 'pim-data-change';

/**
 * Tells this tab's channels (not other tabs) that server data changed: for the embedded mock,
 * which learns of another tab's writes only when the browser delivers them.
 */
export function notifyThisTab(change: DataChange): void {
  globalThis.dispatchEvent?.(new CustomEvent(THIS_TAB_EVENT, { detail: change }));
}

/**
 * Opens the channel; `onChange` hears what other tabs (and other channels of this tab)
 * announce, never this channel's own messages. Without BroadcastChannel, nothing is shared.
 */
export function openChangeChannel(onChange?: (change: DataChange) => void): ChangeChannel {
  const onThisTab = (event: Event) => {
    const change = readDataChange((event as CustomEvent).detail);
    if (change) onChange?.(change);
  };
  if (onChange) globalThis.addEventListener?.(THIS_TAB_EVENT, onThisTab);
  const stopListening = () => globalThis.removeEventListener?.(THIS_TAB_EVENT, onThisTab);
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, close: stopListening };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  if (onChange) {
    channel.onmessage = (event: MessageEvent) => {
      const change = readDataChange(event.data);
      if (change) onChange(change);
    };
  }
  return {
    announce: (change) => channel.postMessage(change),
    close: () => {
      stopListening();
      channel.close();
    },
  };
}
