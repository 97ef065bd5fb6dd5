import type { QueryClient } from '@tanstack/react-query';
import { outbox, type OutboxEntry } from './outbox';

/**
 * A plan of several requests (a bulk edit, an import) kept as one outbox entry with its remaining
 * steps (decisions.md, concurrency): written before the first request, a step leaves it once the
 * server has it, and what failed stays, so Retry, or the next load after a reload, continues
 * from there. Each step re-reads its record before it writes, so a step that landed but was
 * not yet crossed off is not sent twice.
 */
export type OutboxPlan<S> = {
  key: string;
  /** The steps not yet done, in their order. */
  steps(): S[];
  /**
   * The server has this step: it leaves the plan. Written in the background, so the next step
   * need not wait for the device (one write at a time, the latest list each time): a step
   * crossed off a moment late is only re-read after a reload, never sent again.
   */
  done(step: S): void;
  /** The step stays for Retry, as given (with the server copy it failed on as its new base, say). */
  keep(step: S): void;
  /** Steps the editor let go unsent (a Stop): they leave the plan. */
  drop(steps: readonly S[]): Promise<void>;
  /** This run is over (once the background writes are on the device): with nothing left the entry goes; otherwise it is held for Retry. */
  settle(reason?: string): Promise<void>;
  /** Retry: this page sends the remaining steps again. */
  reopen(): Promise<void>;
};

type PlanFields<S> = { resource: string; label: string; link?: string; values?: unknown; steps: readonly S[] };

/** Writes the plan to the outbox (resolves once it is on the device) before anything is sent. */
export async function startPlan<S>(fields: PlanFields<S>, idOf: (step: S) => string): Promise<OutboxPlan<S>> {
  const entry = await outbox.put({ ...fields, steps: [...fields.steps], kind: 'plan', recordId: crypto.randomUUID() });
  return planOf(entry.key, fields.steps, idOf);
}

/** The plan of an entry this page has claimed (or holds): its remaining steps as kept. */
export function planFrom<S>(entry: OutboxEntry, idOf: (step: S) => string): OutboxPlan<S> {
  return planOf(entry.key, (entry.steps ?? []) as S[], idOf);
}

function planOf<S>(key: string, initial: readonly S[], idOf: (step: S) => string): OutboxPlan<S> {
  let remaining = [...initial];
  let writing: Promise<void> | null = null;
  let dirty = false;
  const persist = (): Promise<void> => {
    dirty = true;
    if (!writing) {
      writing = (async () => {
        while (dirty) {
          dirty = false;
          await outbox.update(key, { steps: [...remaining] });
        }
        writing = null;
      })();
    }
    return writing;
  };
  const without = (ids: Set<string>) => (remaining = remaining.filter((step) => !ids.has(idOf(step))));
  return {
    key,
    steps: () => [...remaining],
    done: (step) => {
      without(new Set([idOf(step)]));
      void persist();
    },
    keep: (step) => {
      remaining = remaining.map((kept) => (idOf(kept) === idOf(step) ? step : kept));
      void persist();
    },
    drop: (steps) => {
      if (steps.length === 0) return Promise.resolve();
      without(new Set(steps.map(idOf)));
      return persist();
    },
    settle: async (reason = 'failed') => {
      await writing;
      if (remaining.length === 0) await outbox.remove(key);
      else await outbox.update(key, { steps: [...remaining], state: 'held', reason });
    },
    reopen: () => outbox.update(key, { state: 'sending', reason: undefined }),
  };
}

/** What became of a plan run by the app on its own (after a reload): said in a message with a link. */
type PlanOutcome = { message: string; failed: boolean };

/**
 * Continues one resource's plans by themselves (registered by its feature, run by the app on
 * load): the entry is this page's (claimed) when it is called.
 */
export type PlanResumer = (entry: OutboxEntry, queryClient: QueryClient) => Promise<PlanOutcome>;
