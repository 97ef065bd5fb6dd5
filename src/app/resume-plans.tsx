import { plural, t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { describeError } from '../api/api-error';
import { outbox, type OutboxEntry } from '../api/outbox';
import { claim } from '../api/outbox-cut-off';
import type { PlanResumer } from '../api/outbox-plan';
import { livePages } from '../api/record-lock';
import { formatDateTime } from '../components/format';
import { importPart } from '../components/load-boundary';
import { useToast } from '../components/toast';

/** The features whose plans go on by themselves, loaded only when there is one to continue. */
const loadBulkEdit = () => import('../features/attributes/resume-bulk-edit');
const loadImport = () => import('../features/transfer/resume-import');
const loadCellSaves = () => import('../features/translations/resume-cell-saves');
const RESUMERS: Record<string, () => Promise<PlanResumer>> = {
  bulkEdit: () => importPart(loadBulkEdit, (module) => module.resumeBulkEdit),
  import: () => importPart(loadImport, (module) => module.resumeImport),
  translationCells: () => importPart(loadCellSaves, (module) => module.resumeCellSaves),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many steps of a plan are still to do ("3 left"), when it is said. */
function left(entry: OutboxEntry): string {
  const count = entry.steps?.length ?? 0;
  return t`${plural(count, { one: '# left', other: '# left' })}`;
}

function retryLabel(entry: OutboxEntry): string {
  const count = entry.steps?.length ?? 0;
  return t`${plural(count, { one: 'Retry the # left', other: 'Retry the # left' })}`;
}

/**
 * On load, the plans a reload, a crash or a closed tab cut off (decisions.md, concurrency): work
 * the editor finished asking for goes on by itself when it is less than a day old; older work,
 * and a plan held with failed steps, is offered. Each is claimed first, so of two tabs opened
 * at once only one continues it. What happens is said in a message linked to its page.
 */
export function ResumePlans() {
  const queryClient = useQueryClient();
  const { show } = useToast();
  const looked = useRef(false);

  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const link = (entry: OutboxEntry) => (entry.link ? { to: entry.link, label: t`Open` } : undefined);

    const run = async (entry: OutboxEntry) => {
      // Its file may not come (offline, a new deployment): said like any other stop, and offered again.
      const outcome = await RESUMERS[entry.resource]!()
        .then((resume) => resume(entry, queryClient))
        .catch((error: unknown) => {
          const label = entry.label;
          const problem = describeError(error);
          return { message: t`${label} stopped: ${problem}`, failed: true };
        });
      const held = outcome.failed ? outbox.get(entry.key) : undefined;
      show(outcome.message, outcome.failed ? 'error' : 'success', {
        link: link(entry),
        action: held ? { label: retryLabel(held), onClick: () => void run(held) } : undefined,
      });
    };
    const take = async (entry: OutboxEntry) => {
      const claimed = await claim(entry.key);
      if (claimed) await run(claimed);
      else {
        const label = entry.label;
        show(t`${label}: done or being continued in another tab.`, 'info');
      }
    };

    void (async () => {
      const live = await livePages();
      for (const entry of outbox.list()) {
        if (entry.kind !== 'plan' || !(entry.resource in RESUMERS) || live.has(entry.page)) continue;
        if (entry.state === 'interrupted' && Date.now() - entry.updatedAt < DAY_MS) {
          const claimed = await claim(entry.key);
          if (!claimed) continue;
          const label = entry.label;
          const remaining = left(entry);
          show(t`${label}: continuing where it was cut off (${remaining}).`, 'info', { link: link(entry) });
          void run(claimed);
        } else {
          const label = entry.label;
          const when = formatDateTime(entry.updatedAt);
          const remaining = left(entry);
          const message = entry.state === 'held' ? t`${label} stopped with some not written (${when}; ${remaining}).` : t`${label} was cut off (${when}; ${remaining}).`;
          show(message, 'info', { link: link(entry), action: { label: t`Continue`, onClick: () => void take(entry) } });
        }
      }
    })();
  }, [queryClient, show]);

  return null;
}
