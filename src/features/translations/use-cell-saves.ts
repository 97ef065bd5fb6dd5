import { plural, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { outbox } from '../../api/outbox';
import { startPlan, type OutboxPlan } from '../../api/outbox-plan';
import { importPart } from '../../components/load-boundary';
import type { CellOutcome, CellWrite } from './cell-save';
import { cellStepId, type CellAddress, type CellStore } from './cell-store';

export type { CellWrite, CellOutcome } from './cell-save';

export type SaveRun = { onProgress?: (done: number) => void; stopped?: () => boolean };

/** Saves cells and tells how each went; cells not started (stopped) are missing from the answer. */
export type SaveCells = (cells: readonly CellWrite[], run?: SaveRun) => Promise<Map<CellWrite, CellOutcome>>;

const RESOURCE = 'translationCells';

const loadCellSaves = () => import('./cell-saves');
const pickSaveCells = (module: Awaited<ReturnType<typeof loadCellSaves>>) => module.saveCells;

/** The save path (the merge, the writes), fetched when the first cell is typed in: a visit that only reads the grid does not download it. */
export const loadSavePath = () => importPart(loadCellSaves, pickSaveCells);

/**
 * Saves cells through the editor's merge (cell-saves.ts), and tells how each went: saved,
 * unchanged or refused; not started when stopped.
 */
export function useCellSaves(store: CellStore): SaveCells {
  const queryClient = useQueryClient();
  return useCallback(
    async (cells, run = {}) => {
      // Marked at once, before anything is fetched or sent: a long paste shows which cells are
      // still to go, and the blur that follows Enter sees the cell already on its way.
      for (const cell of cells) store.set(cell, { kind: 'saving', text: cell.text });
      // Kept in the outbox before the save path is fetched and anything is sent: a reload in the middle asks first,
      // and what is left goes on after it (or is offered, when the save path could not be fetched).
      await forgetHeldCells(cells);
      const plan = await startCellPlan(cells);
      return loadSavePath().then(
        (saveCells) => saveCells(queryClient, store, cells, run, plan),
        () => notLoaded(store, cells, plan),
      );
    },
    [queryClient, store],
  );
}

/**
 * Cells whose save failed on the way are held in the outbox for after a reload: once the editor saves them again or takes
 * the server's text back (Escape), the held copy goes, so a later "Continue" does not write an old text.
 */
export async function forgetHeldCells(cells: readonly CellAddress[]): Promise<void> {
  const ids = new Set(cells.map(cellStepId));
  for (const entry of outbox.list()) {
    if (entry.resource !== RESOURCE || entry.state !== 'held') continue;
    const steps = (entry.steps ?? []) as CellWrite[];
    const left = steps.filter((step) => !ids.has(cellStepId(step)));
    if (left.length === steps.length) continue;
    await (left.length === 0 ? outbox.remove(entry.key) : outbox.update(entry.key, { steps: left }));
  }
}

/** A cell as a plan keeps it: what to write and what the editor started from. */
export const toStep = ({ uid, field, cultureCode, text, base }: CellWrite): CellWrite => ({ uid, field, cultureCode, text, base });

function startCellPlan(cells: readonly CellWrite[]) {
  const count = cells.length;
  const label = t`${plural(count, { one: 'Translation of # cell', other: 'Translations of # cells' })}`;
  return startPlan({ resource: RESOURCE, label, link: '/translations', steps: cells.map(toStep) }, cellStepId);
}

/**
 * The save path could not be fetched (offline, or a new deployment replaced the file): each cell keeps
 * its text, not saved (Enter fetches the save path again), and the plan is held in the outbox, so what
 * was typed survives a reload too, after which the app offers it.
 */
async function notLoaded(store: CellStore, cells: readonly CellWrite[], plan: OutboxPlan<CellWrite>): Promise<Map<CellWrite, CellOutcome>> {
  const reason = t`Not saved yet: the app could not load the part that saves (offline, or the app was updated). What you typed is kept on this device: press Enter to try again, or the app offers it after a reload.`;
  const outcomes = new Map<CellWrite, CellOutcome>();
  for (const cell of cells) {
    const now = store.get(cell);
    if (now?.kind === 'saving' && now.text === cell.text) store.set(cell, { kind: 'refused', text: cell.text, reason, failedOnTheWay: true });
    outcomes.set(cell, { kind: 'refused', reason, worthRetry: true });
  }
  await plan.settle(reason);
  return outcomes;
}
