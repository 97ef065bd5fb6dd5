import { plural, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useAttributeListWrites, type MergedAttributeSave } from '../../api/attribute-list-writes';
import { attributeQueries } from '../../api/attributes';
import { runInPool } from '../../components/run-pool';
import { outbox } from '../../api/outbox';
import { startPlan } from '../../api/outbox-plan';
import { cellStepId, saveCell, type CellOutcome, type CellWrite } from './cell-save';
import type { CellStore } from './cell-store';

export type { CellWrite, CellOutcome } from './cell-save';

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
      // The list as patched by the saves before this one: the base is what the grid shows.
      const base = queryClient.getQueryData(attributeQueries.all().queryKey)?.find((attribute) => attribute.Uid === cell.uid);
      const outcome = await saveCell(save, base, cell);
      // Text typed into the cell while this save ran is a newer edit (saving too, maybe): it stays, and goes with the next save.
      const now = store.get(cell);
      if (now?.kind === 'saving' && now.text === cell.text) {
        if (outcome.kind === 'refused') store.set(cell, { kind: 'refused', text: cell.text, reason: outcome.reason });
        else store.set(cell, outcome.kind === 'saved' ? { kind: 'saved', text: cell.text } : undefined);
      }
      return outcome;
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
        // Kept in the outbox before the first request: a reload in the middle asks first, and what is left goes on after it.
        const plan = await startCellPlan(cells);
        const outcomes = new Map<CellWrite, CellOutcome>();
        const notStarted = await runInPool(
          cells,
          async (cell) => {
            const outcome = await inOrder(save, cell);
            outcomes.set(cell, outcome);
            if (outcome.kind === 'refused' && outcome.worthRetry) plan.keep(toStep(cell));
            else plan.done(toStep(cell));
          },
          run,
        );
        for (const cell of notStarted) store.set(cell, { kind: 'editing', text: cell.text, base: cell.base ?? '' });
        // What failed on the way stays with the grid (its cells say "Not saved"); the plan only outlives a reload.
        await plan.drop(notStarted.map(toStep));
        await plan.settle();
        if (plan.steps().length > 0) await outbox.remove(plan.key);
        return outcomes;
      });
    },
    [mutateAsync, inOrder, store],
  );
}

/** A cell as a plan keeps it: what to write and what the editor started from. */
const toStep = ({ uid, field, cultureCode, text, base }: CellWrite): CellWrite => ({ uid, field, cultureCode, text, base });

function startCellPlan(cells: readonly CellWrite[]) {
  const count = cells.length;
  const label = t`${plural(count, { one: 'Translation of # cell', other: 'Translations of # cells' })}`;
  return startPlan({ resource: 'translationCells', label, link: '/translations', steps: cells.map(toStep) }, cellStepId);
}
