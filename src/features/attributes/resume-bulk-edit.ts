import { plural, t } from '@lingui/core/macro';
import { MutationObserver } from '@tanstack/react-query';
import { attributeListWrites } from '../../api/attribute-list-writes';
import { planFrom, type PlanResumer } from '../../api/outbox-plan';
import { bulkStepId, runBulkEdit, type BulkIntent, type BulkResult, type BulkStep } from './bulk-edit';

/**
 * A bulk edit the editor confirmed and a reload cut off: the remaining attributes get the
 * setting, each re-read first (one saved before the reload is not sent again).
 */
export const resumeBulkEdit: PlanResumer = async (entry, queryClient) => {
  const plan = planFrom<BulkStep>(entry, bulkStepId);
  const intent = entry.values as BulkIntent;
  await plan.reopen();
  const result = await new MutationObserver(queryClient, attributeListWrites<BulkResult>(queryClient)).mutate((save) => runBulkEdit({ plan, intent, save }));
  const { label } = entry;
  const { saved } = result;
  if (result.failed.length === 0) return { message: t`${label} is done: ${plural(saved, { one: '# attribute saved', other: '# attributes saved' })}.`, failed: false };
  const [first] = result.failed;
  const notSaved = result.failed.length;
  const name = first!.attribute.Alias ?? first!.attribute.Uid;
  const reason = first!.reason;
  return {
    message: t`${label}: ${plural(saved, { one: '# attribute saved', other: '# attributes saved' })}, ${plural(notSaved, { one: '# attribute not', other: '# attributes not' })}. ${name}: ${reason}`,
    failed: true,
  };
};
