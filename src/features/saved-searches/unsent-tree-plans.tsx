import { useId } from 'react';
import type { LevelStep } from './level-plan';
import { folderId, searchId, type Tree } from './tree';
import { MOVES, type offeredPlans } from './tree-plans';
import { rowLabel } from './tree-row';

type Plan = ReturnType<typeof offeredPlans>[number];

function describe(tree: Tree, plan: Plan): string {
  const when = new Date(plan.updatedAt).toLocaleString();
  const why = plan.state === 'interrupted' ? `cut off on ${when}` : `stopped: ${plan.reason ?? 'the server refused'}`;
  if (plan.resource !== MOVES) return `Deleting ${plan.label} (${why})`;
  const moved = (plan.steps as LevelStep[]).flatMap((step) => step.moved.map((uid) => tree.byId.get(step.kind === 'folder' ? folderId(uid) : searchId(uid)))).filter((node) => node !== undefined);
  const names = moved.length === 0 ? 'items' : moved.length <= 2 ? moved.map(rowLabel).join(' and ') : `${moved.length} items`;
  return `Moving ${names} (${why})`;
}

/** Tree changes that did not finish and are left for the editor: a refused plan, or one cut off too long ago to resume unasked. */
export function UnsentTreePlans({ tree, plans, onRetry, onDiscard }: { tree: Tree; plans: Plan[]; onRetry: (key: string) => void; onDiscard: (key: string) => void }) {
  const id = useId();
  return (
    <section className="tree-unsent" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Not saved yet</h3>
      <ul>
        {plans.map((plan, index) => (
          <li key={plan.key}>
            <span id={`${id}-${index}`}>{describe(tree, plan)}</span>{' '}
            <button type="button" aria-describedby={`${id}-${index}`} onClick={() => onRetry(plan.key)}>
              Finish
            </button>{' '}
            <button type="button" aria-describedby={`${id}-${index}`} onClick={() => onDiscard(plan.key)}>
              Discard
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
