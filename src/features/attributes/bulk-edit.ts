import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { describeWriteError } from '../../api/write-error';
import type { MergedAttributeSave } from '../../api/attribute-list-writes';
import type { Attribute } from '../../api/attributes';
import { startPlan, type OutboxPlan } from '../../api/outbox-plan';
import { formatNumber } from '../../components/format';
import { runInPool } from '../../components/run-pool';
import { BULK_FIELDS, type BulkField } from './bulk-fields';

type BulkFailure = { attribute: Attribute; reason: string };
/** `left`: how many stay in the plan for Retry (the failed ones but those deleted meanwhile). */
export type BulkResult = { saved: number; failed: BulkFailure[]; notStarted: Attribute[]; left: number };

/** What the editor asked: this setting, this value, on every attribute of the plan. */
export type BulkIntent = { field: BulkField; value: boolean | number };
/** One attribute to write, with the copy the edit starts from (the list's, or the server's it failed on). */
export type BulkStep = { uid: string; base: Attribute };

export const bulkStepId = (step: BulkStep) => step.uid;

/** "Bulk edit: Disable indexing → Yes on 3 attributes", in the language of the moment it was confirmed (the outbox keeps it). */
function planLabel({ field, value }: BulkIntent, count: number): string {
  const choice = BULK_FIELDS.find((candidate) => candidate.field === field);
  const setting = choice ? i18n._(choice.label) : field;
  const shown = typeof value === 'boolean' ? (value ? t`Yes` : t`No`) : formatNumber(value);
  return t`Bulk edit: ${setting} → ${shown} on ${plural(count, { one: '# attribute', other: '# attributes' })}`;
}

/** The bulk edit as a plan in the outbox, written before the first request: a reload resumes it, Retry continues it. */
export function startBulkEdit(attributes: readonly Attribute[], intent: BulkIntent): Promise<OutboxPlan<BulkStep>> {
  return startPlan(
    {
      resource: 'bulkEdit',
      label: planLabel(intent, attributes.length),
      link: '/attributes',
      values: intent,
      steps: attributes.map((attribute) => ({ uid: attribute.Uid, base: attribute })),
    },
    bulkStepId,
  );
}

type RunOptions = {
  plan: OutboxPlan<BulkStep>;
  intent: BulkIntent;
  save: MergedAttributeSave;
  onProgress?: (done: number) => void;
  /** Set when the editor stops the run: what has not started is left alone, and leaves the plan. */
  stopped?: () => boolean;
  concurrency?: number;
};

/**
 * One save per remaining attribute of the plan, a few at a time, each through the editor's
 * merge: the latest copy with only this field changed (nothing is sent for one the server has
 * already). A colleague's change to the same field, or a deletion, is a failure that says so;
 * nothing is overwritten silently. What failed stays in the plan for Retry (after a clash, with
 * the colleague's copy as its base: the editor has been told, and Retry means "mine").
 */
export async function runBulkEdit({ plan, intent, save, onProgress, stopped, concurrency = 4 }: RunOptions): Promise<BulkResult> {
  const failed: BulkFailure[] = [];
  let saved = 0;
  const notStarted = await runInPool(
    plan.steps(),
    async (step) => {
      try {
        const outcome = await save(step.base, { ...step.base, [intent.field]: intent.value });
        if (outcome.kind === 'deleted') {
          failed.push({ attribute: step.base, reason: t`It was deleted meanwhile.` });
          plan.done(step);
        } else if (outcome.kind === 'conflict' || outcome.sent[intent.field] !== intent.value) {
          // A clash, or the list already held the value: then this edit changed nothing, and the merge kept the colleague's.
          failed.push({ attribute: step.base, reason: t`A colleague changed this setting meanwhile.` });
          plan.keep({ ...step, base: outcome.theirs });
        } else if (outcome.replaced.includes(intent.field)) {
          failed.push({ attribute: step.base, reason: t`A save made at the same moment replaced it.` });
          plan.keep({ ...step, base: outcome.now });
        } else {
          saved += 1;
          plan.done(step);
        }
      } catch (error) {
        failed.push({ attribute: step.base, reason: describeWriteError(error) });
      }
    },
    { concurrency, stopped, onProgress },
  );
  await plan.drop(notStarted);
  await plan.settle();
  return { saved, failed, notStarted: notStarted.map((step) => step.base), left: plan.steps().length };
}
