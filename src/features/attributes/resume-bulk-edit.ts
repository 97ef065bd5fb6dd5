import { MutationObserver } from '@tanstack/react-query';
import { attributeListWrites } from '../../api/attribute-list-writes';
import { planFrom, type PlanResumer } from '../../api/outbox-plan';
import { formatNumber } from '../../components/format';
import { bulkStepId, runBulkEdit, type BulkIntent, type BulkResult, type BulkStep } from './bulk-edit';

const attributes = (count: number) => `${formatNumber(count)} ${count === 1 ? 'attribute' : 'attributes'}`;

/**
 * A bulk edit the editor confirmed and a reload cut off: the remaining attributes get the
 * setting, each re-read first (one saved before the reload is not sent again).
 */
export const resumeBulkEdit: PlanResumer = async (entry, queryClient) => {
  const plan = planFrom<BulkStep>(entry, bulkStepId);
  const intent = entry.values as BulkIntent;
  await plan.reopen();
  const result = await new MutationObserver(queryClient, attributeListWrites<BulkResult>(queryClient)).mutate((save) => runBulkEdit({ plan, intent, save }));
  if (result.failed.length === 0) return { message: `${entry.label} is done: ${attributes(result.saved)} saved.`, failed: false };
  const [first] = result.failed;
  return {
    message: `${entry.label}: ${attributes(result.saved)} saved, ${attributes(result.failed.length)} not. ${first!.attribute.Alias ?? first!.attribute.Uid}: ${first!.reason}`,
    failed: true,
  };
};
