import { t } from '@lingui/core/macro';
import { describeError } from '../../api/api-error';
import type { ModelWrites } from '../../api/model-import';
import { startPlan, type OutboxPlan } from '../../api/outbox-plan';
import { runInPool } from '../../components/run-pool';
import type { ImportKind, PlanStep } from './import-plan';

export type StepResult = { kind: 'created' | 'updated' } | { kind: 'failed' | 'skipped'; reason: string };

/** The order models are written in: what others refer to goes first. Folders go one at a time, parents first. */
const PHASES: readonly { kind: ImportKind; concurrency: number }[] = [
  { kind: 'attribute', concurrency: 4 },
  { kind: 'folder', concurrency: 1 },
  { kind: 'assetType', concurrency: 4 },
  { kind: 'savedSearch', concurrency: 4 },
];

export const toApply = (steps: readonly PlanStep[]) => steps.filter((step) => step.status === 'new' || step.status === 'differs');

type ApplyOptions = { onProgress?: (done: number) => void; stopped?: () => boolean };

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
export async function applyImport(plan: OutboxPlan<PlanStep>, writes: ModelWrites, { onProgress, stopped }: ApplyOptions = {}): Promise<Map<PlanStep, StepResult>> {
  const steps = plan.steps();
  const results = new Map<PlanStep, StepResult>();
  const planned = new Map(steps.map((step) => [step.uid, step]));
  let done = 0;
  const run = async (step: PlanStep) => {
    const blocker = step.dependsOn
      .map((uid) => planned.get(uid))
      .find((dependency) => dependency && dependency.status !== 'same' && results.get(dependency)?.kind !== 'created' && results.get(dependency)?.kind !== 'updated');
    const needed = blocker?.label ?? '';
    if (blocker) results.set(step, { kind: 'skipped', reason: t`It needs “${needed}”, which was not imported.` });
    else results.set(step, await write(step, writes));
    const kind = results.get(step)?.kind;
    if (kind === 'created' || kind === 'updated') plan.done(step);
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

async function write(step: PlanStep, writes: ModelWrites): Promise<StepResult> {
  try {
    if (step.status === 'new') {
      // "landed": this import's own create, which reached the server before a reload cut the import off.
      if ((await writes.create(step.kind, step.record)) === 'there')
        return { kind: 'failed', reason: t`A record with this uid is here already (created since the preview): it was left as it is. Preview again to see it.` };
      return { kind: 'created' };
    }
    const outcome = await writes.update(step.kind, step.server ?? {}, step.record);
    if (outcome.kind === 'saved') return { kind: 'updated' };
    if (outcome.kind === 'deleted') return { kind: 'failed', reason: t`It was deleted here since the preview.` };
    const paths = outcome.result.conflicts.map((conflict) => conflict.path).join(', ');
    return { kind: 'failed', reason: t`Changed here since the preview (${paths}): preview again to see the changes.` };
  } catch (error) {
    return { kind: 'failed', reason: describeError(error) };
  }
}
