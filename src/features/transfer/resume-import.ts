import { plural, t } from '@lingui/core/macro';
import { MutationObserver } from '@tanstack/react-query';
import { modelWrites } from '../../api/model-import';
import { planFrom, type PlanResumer } from '../../api/outbox-plan';
import { applyImport, importStepId, type StepResult } from './apply-import';
import type { PlanStep } from './import-plan';

/**
 * An import the editor applied and a reload cut off: its remaining records are written, each
 * re-read first (a record created or updated before the reload is not written again).
 */
export const resumeImport: PlanResumer = async (entry, queryClient) => {
  const plan = planFrom<PlanStep>(entry, importStepId);
  await plan.reopen();
  const results = await new MutationObserver(queryClient, modelWrites<Map<PlanStep, StepResult>>(queryClient)).mutate((writes) =>
    // Cut off by a reload: any step may have been sent before it.
    applyImport(plan, writes, { sentBefore: () => true }),
  );
  const outcomes = [...results.entries()];
  const written = outcomes.filter(([, result]) => result.kind === 'created' || result.kind === 'updated').length;
  const notWritten = outcomes.flatMap(([step, result]) => (result.kind === 'failed' || result.kind === 'skipped' ? [{ name: step.label, reason: result.reason }] : []));
  const { label } = entry;
  if (notWritten.length === 0) return { message: t`${plural(written, { one: `${label} is done: # record written.`, other: `${label} is done: # records written.` })}`, failed: false };
  const notWrittenCount = notWritten.length;
  const { name, reason } = notWritten[0]!;
  return {
    message: t`${label}: ${plural(written, { one: '# record written', other: '# records written' })}, ${plural(notWrittenCount, { one: '# record not', other: '# records not' })}. “${name}”: ${reason}`,
    failed: true,
  };
};
