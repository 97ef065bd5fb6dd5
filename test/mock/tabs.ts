import { vi } from 'vitest';
import { mockServer } from '../../src/mocks/node';
import { call } from './use-mock-server';

/**
 * A browser tab of the embedded mock, in vitest: its own instances of the mock's modules (its
 * own in-memory store and handlers, as in a real tab) over the one shared localStorage,
 * answering at http://<name>.tab/api. jsdom sends no storage events between tabs, so unless a
 * test sends them, what a tab sees of the others comes from its catch-up before each request.
 */
export type Tab = Awaited<ReturnType<typeof openTab>>;

const open: (() => void)[] = [];

/** `events`: where the tab hears storage events (a test sends them by hand); `storage`: localStorage by default. */
export async function openTab(name: string, options: { events?: EventTarget; storage?: Storage; onLateChanges?: (collections: string[]) => void } = {}) {
  vi.resetModules();
  const [store, control, handlers, shared] = await Promise.all([
    import('../../src/mocks/store'),
    import('../../src/mocks/control'),
    import('../../src/mocks/handlers'),
    import('../../src/mocks/shared-storage'),
  ]);
  const base = `http://${name}.tab/api`;
  mockServer.use(...handlers.createHandlers(base));
  open.push(shared.connectSharedStorage(options.storage ?? localStorage, options.events ?? null, options.onLateChanges));
  return {
    call: (method: string, path: string, body?: unknown) => call(method, path, body, { base }),
    store,
    control,
  };
}

/** Disconnects every tab opened since the last call (their handlers go with msw's resetHandlers). */
export function closeTabs() {
  for (const disconnect of open.splice(0)) disconnect();
}

/**
 * A Storage that lists its keys sorted, as Chromium's does (jsdom's lists them in the order
 * they were set), so a test can tell order of writing from order of listing.
 */
export class SortedStorage implements Storage {
  private readonly items = new Map<string, string>();
  private sortedKeys = (): string[] => [...this.items.keys()].sort();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return this.sortedKeys()[index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
