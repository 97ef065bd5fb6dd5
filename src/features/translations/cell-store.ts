import { useSyncExternalStore } from 'react';
import type { TranslationField } from './translation-model';

/** What a cell holds besides the server's text. No entry: the cell shows what the server has. */
type CellState =
  /** Typed, not yet sent; `base` is the server's text when typing began (a colleague's save meanwhile is a conflict). */
  | { kind: 'editing'; text: string; base: string }
  /** Copied from another language: shown, never sent until accepted. */
  | { kind: 'proposal'; text: string }
  | { kind: 'saving'; text: string }
  /** Shown as saved while the server still has this text. */
  | { kind: 'saved'; text: string }
  /** Not saved: the text stays for another try, with the reason. */
  | { kind: 'refused'; text: string; reason: string };

export type CellAddress = { uid: string; field: TranslationField; cultureCode: string };

const keyOf = ({ uid, field, cultureCode }: CellAddress) => `${field}\n${cultureCode}\n${uid}`;

/**
 * The grid's cell states, outside React state: typing in one cell re-renders that cell only,
 * and a row scrolled out of the window and back keeps what was typed in it.
 */
function createCellStore() {
  const cells = new Map<string, CellState & CellAddress>();
  const listeners = new Map<string, Set<() => void>>();
  const everyListener = new Set<() => void>();
  let version = 0;
  const notify = (key: string) => {
    version += 1;
    listeners.get(key)?.forEach((listener) => listener());
    everyListener.forEach((listener) => listener());
  };
  return {
    get: (address: CellAddress): CellState | undefined => cells.get(keyOf(address)),
    set(address: CellAddress, state: CellState | undefined) {
      const key = keyOf(address);
      if (state) cells.set(key, { ...state, ...address });
      else cells.delete(key);
      notify(key);
    },
    /** Every cell with a state, for summaries (proposals to accept, cells not saved). */
    all: () => [...cells.values()],
    subscribe(address: CellAddress, listener: () => void) {
      const key = keyOf(address);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    /** Forgets every cell (a test's fresh start). */
    clear() {
      const keys = [...cells.keys()];
      cells.clear();
      keys.forEach(notify);
    },
    subscribeAll(listener: () => void) {
      everyListener.add(listener);
      return () => everyListener.delete(listener);
    },
    version: () => version,
  };
}

export type CellStore = ReturnType<typeof createCellStore>;

/**
 * One store for the browser tab, not per visit of the page: a save that fails after the editor
 * has moved to another page is still marked "Not saved", with its text, when they come back.
 */
export const translationCells = createCellStore();

export function useCellState(store: CellStore, address: CellAddress): CellState | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(address, listener),
    () => store.get(address),
  );
}

/** Re-renders when any cell changes (for summaries above the grid). */
export function useCellStoreVersion(store: CellStore): number {
  return useSyncExternalStore(store.subscribeAll, store.version);
}
