import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateTime } from '../../components/format';
import type { LevelStep } from './level-plan';
import { folderId, searchId, type Tree } from './tree';
import { MOVES, RENAMES, renameOf, type offeredPlans } from './tree-plans';
import { namesText } from './tree-messages';
import { rowLabel } from './tree-row';

type Plan = ReturnType<typeof offeredPlans>[number];

function describe(tree: Tree, plan: Plan): string {
  const when = formatDateTime(plan.updatedAt);
  const reason = plan.reason ?? t`the server refused`;
  const cut = plan.state === 'interrupted';
  if (plan.resource === RENAMES) {
    const label = plan.label;
    const name = renameOf(plan).name;
    return cut ? t`Renaming ${label} to “${name}” (cut off on ${when})` : t`Renaming ${label} to “${name}” (stopped: ${reason})`;
  }
  if (plan.resource !== MOVES) {
    const label = plan.label;
    return cut ? t`Deleting ${label} (cut off on ${when})` : t`Deleting ${label} (stopped: ${reason})`;
  }
  const moved = (plan.steps as LevelStep[]).flatMap((step) => step.moved.map((uid) => tree.byId.get(step.kind === 'folder' ? folderId(uid) : searchId(uid)))).filter((node) => node !== undefined);
  const names = namesText(moved.map(rowLabel));
  return cut ? t`Moving ${names} (cut off on ${when})` : t`Moving ${names} (stopped: ${reason})`;
}

/** Tree changes that did not finish and are left for the editor: a refused plan, or one cut off too long ago to resume unasked. */
export function UnsentTreePlans({ tree, plans, onRetry, onDiscard }: { tree: Tree; plans: Plan[]; onRetry: (key: string) => void; onDiscard: (key: string) => void }) {
  const id = useId();
  return (
    <section className="tree-unsent" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Not saved yet</Trans>
      </h3>
      <ul>
        {plans.map((plan, index) => (
          <li key={plan.key}>
            <span id={`${id}-${index}`}>{describe(tree, plan)}</span>{' '}
            <button type="button" aria-describedby={`${id}-${index}`} onClick={() => onRetry(plan.key)}>
              <Trans>Finish</Trans>
            </button>{' '}
            <button type="button" aria-describedby={`${id}-${index}`} onClick={() => onDiscard(plan.key)}>
              <Trans>Discard</Trans>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
