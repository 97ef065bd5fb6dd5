import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { describeError } from '../../api/api-error';
import { useAttributeListWrites, type MergedAttributeSave } from '../../api/attribute-list-writes';
import { attributeQueries } from '../../api/attributes';
import { runInPool } from '../../components/run-pool';
import type { CellAddress, CellStore } from './cell-store';
import { cellText, withCellText } from './translation-model';

/** A cell to save; `base`, when known, is the server's text the editor started from. */
export type CellWrite = CellAddress & { text: string; base?: string };

export type CellOutcome = { kind: 'saved' | 'unchanged' } | { kind: 'refused'; reason: string };

type SaveRun = { onProgress?: (done: number) => void; stopped?: () => boolean };

/** Saves cells and tells how each went; cells not started (stopped) are missing from the answer. */
export type SaveCells = (cells: readonly CellWrite[], run?: SaveRun) => Promise<Map<CellWrite, CellOutcome>>;

/**
 * Saves cells: each is a PUT of the attribute's latest copy with only that text changed,
 * through the editor's merge. Cells of one attribute are saved one after another, so two
 * quick edits in a row never overwrite each other; many cells (a paste, accepting all
 * proposals, an import) run four at a time as one mutation.
 */
export function useCellSaves(store: CellStore): SaveCells {
  const queryClient = useQueryClient();
  const writes = useAttributeListWrites<Map<CellWrite, CellOutcome>>();
  const chains = useRef(new Map<string, Promise<unknown>>());

  const saveOne = useCallback(
    async (save: MergedAttributeSave, cell: CellWrite): Promise<CellOutcome> => {
      const { uid, field, cultureCode, text } = cell;
      // Text typed into the cell while this save ran is a newer edit (saving too, maybe): it stays, and goes with the next save.
      const settle = (state: Parameters<CellStore['set']>[1]) => {
        const now = store.get(cell);
        if (now?.kind === 'saving' && now.text === text) store.set(cell, state);
      };
      const refuse = (reason: string): CellOutcome => {
        settle({ kind: 'refused', text, reason });
        return { kind: 'refused', reason };
      };
      // The list as patched by the saves before this one: the base is what the grid shows.
      const base = queryClient.getQueryData(attributeQueries.all().queryKey)?.find((attribute) => attribute.Uid === uid);
      if (!base) return refuse('This attribute was deleted meanwhile.');
      const now = cellText(base, field, cultureCode);
      if (cell.base !== undefined && now !== cell.base && now !== text) {
        return refuse(`A colleague changed it to “${now}” while you typed. Press Enter to save yours over it, or Escape to take theirs.`);
      }
      if (now === text) {
        settle(undefined);
        return { kind: 'unchanged' };
      }
      try {
        const outcome = await save(base, withCellText(base, field, cultureCode, text));
        if (outcome.kind === 'deleted') return refuse('This attribute was deleted meanwhile.');
        if (outcome.kind === 'conflict') {
          const theirs = cellText(outcome.theirs, field, cultureCode);
          return refuse(`A colleague changed it meanwhile to “${theirs}”. Press Enter to save yours over it, or Escape to take theirs.`);
        }
        settle({ kind: 'saved', text });
        return { kind: 'saved' };
      } catch (error) {
        return refuse(describeError(error));
      }
    },
    [queryClient, store],
  );

  const inOrder = useCallback(
    (save: MergedAttributeSave, cell: CellWrite) => {
      const before = chains.current.get(cell.uid) ?? Promise.resolve();
      const mine = before.then(() => saveOne(save, cell));
      chains.current.set(cell.uid, mine);
      void mine.finally(() => {
        if (chains.current.get(cell.uid) === mine) chains.current.delete(cell.uid);
      });
      return mine;
    },
    [saveOne],
  );

  const { mutateAsync } = writes;
  /** Saves the cells and tells how each went (saved, unchanged or refused; not started when stopped). */
  return useCallback(
    (cells: readonly CellWrite[], run: SaveRun = {}) => {
      // Marked at once, before the mutation starts: a long paste shows which cells are still to
      // go, and the blur that follows Enter sees the cell already on its way.
      for (const cell of cells) store.set(cell, { kind: 'saving', text: cell.text });
      return mutateAsync(async (save) => {
        const outcomes = new Map<CellWrite, CellOutcome>();
        const notStarted = await runInPool(cells, async (cell) => void outcomes.set(cell, await inOrder(save, cell)), run);
        for (const cell of notStarted) store.set(cell, { kind: 'editing', text: cell.text, base: cell.base ?? '' });
        return outcomes;
      });
    },
    [mutateAsync, inOrder, store],
  );
}
