import { MutationObserver } from '@tanstack/react-query';
import { modelWrites } from '../../api/model-import';
import { planFrom, type PlanResumer } from '../../api/outbox-plan';
import { formatNumber } from '../../components/format';
import { applyImport, importStepId, type StepResult } from './apply-import';
import type { PlanStep } from './import-plan';

const records = (count: number) => `${formatNumber(count)} ${count === 1 ? 'record' : 'records'}`;

/**
 * An import the editor applied and a reload cut off: its remaining records are written, each
 * re-read first (a record created or updated before the reload is not written again).
 */
export const resumeImport: PlanResumer = async (entry, queryClient) => {
  const plan = planFrom<PlanStep>(entry, importStepId);
  await plan.reopen();
  const results = await new MutationObserver(queryClient, modelWrites<Map<PlanStep, StepResult>>(queryClient)).mutate((writes) => applyImport(plan, writes));
  const outcomes = [...results.entries()];
  const written = outcomes.filter(([, result]) => result.kind === 'created' || result.kind === 'updated').length;
  const notWritten = outcomes.flatMap(([step, result]) => (result.kind === 'failed' || result.kind === 'skipped' ? [`“${step.label}”: ${result.reason}`] : []));
  if (notWritten.length === 0) return { message: `${entry.label} is done: ${records(written)} written.`, failed: false };
  return { message: `${entry.label}: ${records(written)} written, ${records(notWritten.length)} not. ${notWritten[0]}`, failed: true };
};
