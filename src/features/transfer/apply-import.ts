import { t } from '@lingui/core/macro';
import { toApiError } from '../../api/api-error';
import { describeWriteError } from '../../api/write-error';
import type { ModelWrites } from '../../api/model-import';
import { startPlan, type OutboxPlan } from '../../api/outbox-plan';
import { runInPool } from '../../components/run-pool';
import type { ImportKind, PlanStep } from './import-plan';

/** "here": the server held the record as this step would leave it, written by someone else (another tab applying the same file, say): nothing was sent. */
export type StepResult = { kind: 'created' | 'updated' | 'here' } | { kind: 'failed' | 'skipped'; reason: string; mayHaveLanded?: boolean };

const onServer = (result: StepResult | undefined) => result?.kind === 'created' || result?.kind === 'updated' || result?.kind === 'here';

/** The order models are written in: what others refer to goes first. Folders go one at a time, parents first. */
const PHASES: readonly { kind: ImportKind; concurrency: number }[] = [
  { kind: 'attribute', concurrency: 4 },
  { kind: 'folder', concurrency: 1 },
  { kind: 'assetType', concurrency: 4 },
  { kind: 'savedSearch', concurrency: 4 },
];

export const toApply = (steps: readonly PlanStep[]) => steps.filter((step) => step.status === 'new' || step.status === 'differs');

type ApplyOptions = {
  /**
   * Whether an earlier run of this plan may have sent the step's request (a run a reload cut off, a failed write): a record
   * the server holds as the step would leave it is then taken as that write's, and counted as written. Otherwise it is
   * someone else's, here already.
   */
  sentBefore: (step: PlanStep) => boolean;
  onProgress?: (done: number) => void;
  stopped?: () => boolean;
};

export const importStepId = (step: PlanStep) => `${step.kind}:${step.uid}`;

/**
 * The import as a plan in the outbox (its records to write, each with the server copy the
 * preview compared with), written before the first request: a reload resumes it, Retry
 * continues it.
 */
export function startImport(fileName: string, steps: readonly PlanStep[]): Promise<OutboxPlan<PlanStep>> {
  return startPlan({ resource: 'import', label: t`Import of ${fileName}`, link: '/import', steps: toApply(steps) }, importStepId);
}

/**
 * Writes the remaining steps of an import plan in dependency order, a few at a time: a
 * record whose dependency failed is skipped and says which; an update goes through the merge,
 * so a change made here since the preview is never overwritten silently; a record written
 * leaves the plan. Returns each step's outcome ("not started" for those a Stop left behind,
 * which stay in the plan with the failed ones).
 */
export async function applyImport(plan: OutboxPlan<PlanStep>, writes: ModelWrites, { sentBefore, onProgress, stopped }: ApplyOptions): Promise<Map<PlanStep, StepResult>> {
  const steps = plan.steps();
  const results = new Map<PlanStep, StepResult>();
  const planned = new Map(steps.map((step) => [step.uid, step]));
  let done = 0;
  const run = async (step: PlanStep) => {
    const blocker = step.dependsOn.map((uid) => planned.get(uid)).find((dependency) => dependency && dependency.status !== 'same' && !onServer(results.get(dependency)));
    const needed = blocker?.label ?? '';
    if (blocker) results.set(step, { kind: 'skipped', reason: t`It needs “${needed}”, which was not imported.` });
    else results.set(step, await write(step, writes, sentBefore(step)));
    if (onServer(results.get(step))) plan.done(step);
    done += 1;
    onProgress?.(done);
  };
  for (const phase of PHASES) {
    const items = toApply(steps).filter((step) => step.kind === phase.kind);
    const notStarted = await runInPool(items, run, { concurrency: phase.concurrency, stopped });
    if (notStarted.length > 0 || stopped?.()) break;
  }
  // Each record has an outcome, those the Stop left behind included.
  for (const step of toApply(steps)) if (!results.has(step)) results.set(step, { kind: 'skipped', reason: t`Not started: the import was stopped.` });
  await plan.settle();
  return results;
}

async function write(step: PlanStep, writes: ModelWrites, sentBefore: boolean): Promise<StepResult> {
  try {
    if (step.status === 'new') {
      const created = await writes.create(step.kind, step.record);
      if (created === 'there') return { kind: 'failed', reason: t`A record with this uid is here already (created since the preview): it was left as it is. Preview again to see it.` };
      // "landed": this import's own create that reached the server before a reload cut the import off, or another's of the same record.
      return created === 'landed' && !sentBefore ? { kind: 'here' } : { kind: 'created' };
    }
    const outcome = await writes.update(step.kind, step.server ?? {}, step.record);
    if (outcome.kind === 'landed') return sentBefore ? { kind: 'updated' } : { kind: 'here' };
    if (outcome.kind === 'saved') return { kind: 'updated' };
    if (outcome.kind === 'deleted') return { kind: 'failed', reason: t`It was deleted here since the preview.` };
    const paths = outcome.result.conflicts.map((conflict) => conflict.path).join(', ');
    return { kind: 'failed', reason: t`Changed here since the preview (${paths}): preview again to see the changes.` };
  } catch (error) {
    // The server may have written it all the same (its answer did not come): not called refused. Retry reads it first.
    return { kind: 'failed', reason: describeWriteError(error), mayHaveLanded: toApiError(error).mayHaveLanded };
  }
}
