import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CellOutcome, CellWrite } from './cell-save';
import type { CellStore } from './cell-store';

export type { CellWrite, CellOutcome } from './cell-save';

export type SaveRun = { onProgress?: (done: number) => void; stopped?: () => boolean };

/** Saves cells and tells how each went; cells not started (stopped) are missing from the answer. */
export type SaveCells = (cells: readonly CellWrite[], run?: SaveRun) => Promise<Map<CellWrite, CellOutcome>>;

let savePath: Promise<typeof import('./cell-saves')> | undefined;

/** The save path (the merge, the outbox plan), fetched when the first cell is typed in: a visit that only reads the grid does not download it. */
export function loadSavePath() {
  savePath ??= import('./cell-saves').catch((error: unknown) => {
    savePath = undefined;
    throw error;
  });
  return savePath;
}

/**
 * Saves cells through the editor's merge (cell-saves.ts), and tells how each went: saved,
 * unchanged or refused; not started when stopped.
 */
export function useCellSaves(store: CellStore): SaveCells {
  const queryClient = useQueryClient();
  return useCallback(
    (cells, run = {}) => {
      // Marked at once, before anything is fetched or sent: a long paste shows which cells are
      // still to go, and the blur that follows Enter sees the cell already on its way.
      for (const cell of cells) store.set(cell, { kind: 'saving', text: cell.text });
      return loadSavePath().then(
        (path) => path.saveCells(queryClient, store, cells, run),
        () => notLoaded(store, cells),
      );
    },
    [queryClient, store],
  );
}

/** The save path could not be fetched (offline, or a new deployment replaced the file): each cell keeps its text, not saved, for another try. */
function notLoaded(store: CellStore, cells: readonly CellWrite[]): Map<CellWrite, CellOutcome> {
  const reason = t`The app could not load what saves it (offline, or the app was updated). Press Enter in the cell to try again.`;
  const outcomes = new Map<CellWrite, CellOutcome>();
  for (const cell of cells) {
    const now = store.get(cell);
    if (now?.kind === 'saving' && now.text === cell.text) store.set(cell, { kind: 'refused', text: cell.text, reason });
    outcomes.set(cell, { kind: 'refused', reason, worthRetry: true });
  }
  return outcomes;
}
