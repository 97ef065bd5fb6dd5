import { plural, t } from '@lingui/core/macro';
import { MutationObserver } from '@tanstack/react-query';
import { attributeListWrites, type MergedAttributeSave } from '../../api/attribute-list-writes';
import { attributeSchema } from '../../api/attributes';
import { toApiError } from '../../api/api-error';
import { http } from '../../api/http';
import { planFrom, type PlanResumer } from '../../api/outbox-plan';
import { runInPool } from '../../components/run-pool';
import { saveCell, type CellWrite } from './cell-save';
import { cellStepId } from './cell-store';

/**
 * Cells the editor saved in the grid and a reload cut off: each is written over the attribute's
 * latest copy (one that landed before the reload is unchanged, so nothing is sent twice); a
 * colleague's change of the same text since is refused, as in the grid.
 */
export const resumeCellSaves: PlanResumer = async (entry, queryClient) => {
  const plan = planFrom<CellWrite>(entry, cellStepId);
  await plan.reopen();
  const refused: { cultureCode: string; reason: string }[] = [];
  const work = async (save: MergedAttributeSave) => {
    await runInPool(plan.steps(), async (cell) => {
      const latest = await http.get(`/attributes/${cell.uid}`, attributeSchema).catch((error: unknown) => {
        if (toApiError(error).status === 404) return undefined;
        throw error;
      });
      const outcome = await saveCell(save, latest, cell);
      if (outcome.kind === 'refused' && outcome.worthRetry) plan.keep(cell);
      else plan.done(cell);
      if (outcome.kind === 'refused') refused.push({ cultureCode: cell.cultureCode, reason: outcome.reason });
    });
    return null;
  };
  await new MutationObserver(queryClient, attributeListWrites<null>(queryClient)).mutate(work);
  await plan.settle();
  const total = entry.steps?.length ?? 0;
  const { label } = entry;
  if (refused.length === 0) return { message: t`${plural(total, { one: `${label} is done: # cell saved.`, other: `${label} is done: # cells saved.` })}`, failed: false };
  const refusedCount = refused.length;
  const { cultureCode, reason } = refused[0]!;
  return {
    message: t`${plural(refusedCount, { one: `${label}: # cell not saved. ${cultureCode}: ${reason}`, other: `${label}: # cells not saved. ${cultureCode}: ${reason}` })}`,
    failed: true,
  };
};
