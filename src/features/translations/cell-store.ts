import { useMemo } from 'react';
import { createStore, perQueryClient, useStore, type ReadableStore, type Store } from '../../components/create-store';
import type { TranslationField } from './translation-model';

/** What a cell holds besides the server's text. No entry: the cell shows what the server has. */
type CellState =
  /**
   * Typed, not yet sent; `base` is the server's text when typing began (a colleague's save meanwhile is a conflict).
   * `overConflict`: typed into a cell refused because of a colleague's text; only Enter saves it over theirs.
   */
  | { kind: 'editing'; text: string; base: string; overConflict?: boolean }
  /** Copied from another language: shown, never sent until accepted; `base` is the server's text when proposed. */
  | { kind: 'proposal'; text: string; base: string }
  | { kind: 'saving'; text: string }
  /** Shown as saved while the server still has this text. */
  | { kind: 'saved'; text: string }
  /**
   * Not saved: the text stays for another try, with the reason. `failedOnTheWay`: the server or the network failed (Tab
   * tries again); otherwise a colleague's text or a deletion stands in the way, and only Enter saves over it. `base`: the
   * server's text the editor started from (what typing into the cell again starts from too).
   */
  | { kind: 'refused'; text: string; reason: string; failedOnTheWay?: boolean; base?: string };

export type CellAddress = { uid: string; field: TranslationField; cultureCode: string };

const keyOf = ({ uid, field, cultureCode }: CellAddress) => `${field}\n${cultureCode}\n${uid}`;

/** One cell's place in an outbox plan (kept on the device: its form stays). */
export const cellStepId = (cell: CellAddress) => `${cell.uid}|${cell.field}|${cell.cultureCode}`;

type Cell = CellState & CellAddress;

/**
 * The grid's cell states, outside React state: typing in one cell re-renders that cell only,
 * and a row scrolled out of the window and back keeps what was typed in it.
 */
function createCellStore() {
  // One small store per cell that has a state or is on screen, so a change notifies that cell
  // alone: an import or "accept all" sets thousands of cells, one by one.
  const cells = new Map<string, Store<Cell | undefined> & { watchers: number }>();
  const cellOf = (key: string) => {
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { ...createStore<Cell | undefined>(undefined), watchers: 0 }));
    return cell;
  };
  const forgetIfIdle = (key: string) => {
    const cell = cells.get(key);
    if (cell && cell.watchers === 0 && cell.get() === undefined) cells.delete(key);
  };
  // A count of changes to any cell, for the summaries above the grid.
  const changes = createStore(0);
  return {
    get: (address: CellAddress): CellState | undefined => cells.get(keyOf(address))?.get(),
    set(address: CellAddress, state: CellState | undefined) {
      const key = keyOf(address);
      cellOf(key).set(state && { ...state, ...address });
      forgetIfIdle(key);
      changes.set((count) => count + 1);
    },
    /** Every cell with a state, for summaries (proposals to accept, cells not saved). */
    all: () => [...cells.values()].flatMap((cell) => cell.get() ?? []),
    /** One cell's state, to follow with useStore. */
    cell(address: CellAddress): ReadableStore<CellState | undefined> {
      const key = keyOf(address);
      return {
        get: () => cells.get(key)?.get(),
        subscribe(listener) {
          const cell = cellOf(key);
          cell.watchers += 1;
          const unsubscribe = cell.subscribe(listener);
          return () => {
            unsubscribe();
            cell.watchers -= 1;
            forgetIfIdle(key);
          };
        },
      };
    },
    changes,
  };
}

export type CellStore = ReturnType<typeof createCellStore>;

/**
 * One store for the browser tab (its QueryClient), not per visit of the page: a save that fails
 * after the editor has moved to another page is still marked "Not saved", with its text, when
 * they come back.
 */
export const useTranslationCells = perQueryClient(createCellStore);

export function useCellState(store: CellStore, address: CellAddress): CellState | undefined {
  const { uid, field, cultureCode } = address;
  return useStore(useMemo(() => store.cell({ uid, field, cultureCode }), [store, uid, field, cultureCode]));
}

/** Re-renders when any cell changes (for summaries above the grid). */
export function useCellStoreVersion(store: CellStore): number {
  return useStore(store.changes);
}
