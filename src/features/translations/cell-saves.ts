import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { attributeListWrites, type MergedAttributeSave } from '../../api/attribute-list-writes';
import { attributeQueries } from '../../api/attributes';
import type { OutboxPlan } from '../../api/outbox-plan';
import { runInPool } from '../../components/run-pool';
import { saveCell, type CellOutcome, type CellWrite } from './cell-save';
import type { CellStore } from './cell-store';
import { toStep, type SaveRun } from './use-cell-saves';

// Fetched with the first cell typed in (use-cell-saves.ts): a visit that only reads the grid does not download the save path.

// Per store (the browser tab's), so a cell's saves stay in order across visits of the page too.
const chainsOf = new WeakMap<CellStore, Map<string, Promise<unknown>>>();

/**
 * Saves cells: each is a PUT of the attribute's latest copy with only that text changed,
 * through the editor's merge. Cells of one attribute are saved one after another, so two
 * quick edits in a row never overwrite each other; many cells (a paste, accepting all
 * proposals, an import) run four at a time as one mutation. The cells are already marked saving.
 */
export async function saveCells(queryClient: QueryClient, store: CellStore, cells: readonly CellWrite[], run: SaveRun, plan: OutboxPlan<CellWrite>): Promise<Map<CellWrite, CellOutcome>> {
  let chains = chainsOf.get(store);
  if (!chains) chainsOf.set(store, (chains = new Map()));
  const saveOne = async (save: MergedAttributeSave, cell: CellWrite): Promise<CellOutcome> => {
    // The list as patched by the saves before this one: the base is what the grid shows.
    const base = queryClient.getQueryData(attributeQueries.all().queryKey)?.find((attribute) => attribute.Uid === cell.uid);
    const outcome = await saveCell(save, base, cell);
    // Text typed into the cell while this save ran is a newer edit (saving too, maybe): it stays, and goes with the next save.
    const now = store.get(cell);
    if (now?.kind === 'saving' && now.text === cell.text) {
      if (outcome.kind === 'refused') store.set(cell, { kind: 'refused', text: cell.text, reason: outcome.reason, failedOnTheWay: outcome.worthRetry, base: cell.base });
      else store.set(cell, outcome.kind === 'saved' ? { kind: 'saved', text: cell.text } : undefined);
    }
    return outcome;
  };
  const inOrder = (save: MergedAttributeSave, cell: CellWrite) => {
    const before = chains.get(cell.uid) ?? Promise.resolve();
    const mine = before.then(() => saveOne(save, cell));
    chains.set(cell.uid, mine);
    void mine.finally(() => {
      if (chains.get(cell.uid) === mine) chains.delete(cell.uid);
    });
    return mine;
  };
  const mutation = new MutationObserver(queryClient, attributeListWrites<Map<CellWrite, CellOutcome>>(queryClient));
  try {
    return await mutation.mutate(async (save) => {
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
      // What failed on the way stays with the grid (its cells say "Not saved") and in the outbox, held: after a reload
      // the app offers to continue it. A later save of the cell, or Escape, lets it go (forgetHeldCells).
      await plan.drop(notStarted.map(toStep));
      // A failed cell the editor has since taken back (Escape) or saved again is not held: only one still "Not saved" with
      // that text is (or typed over since, which a reload would lose).
      const stillNotSaved = (step: CellWrite) => {
        const now = store.get(step);
        return (now?.kind === 'refused' && now.text === step.text) || now?.kind === 'editing';
      };
      await plan.drop(plan.steps().filter((step) => !stillNotSaved(step)));
      await plan.settle();
      return outcomes;
    });
  } finally {
    // Let go of the finished mutation, or the cache keeps each save's with its cells for the tab's life.
    mutation.reset();
  }
}
