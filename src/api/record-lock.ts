/**
 * Per-record turns across the tabs of one browser (decisions.md, concurrency): re-read, merge and
 * send of one record run under a Web Lock named for it, so two tabs never interleave on a record.
 * Where the browser has no Web Locks (tests in jsdom, old browsers) the turns are kept in this tab.
 */

/** The lock of one record: `pim:attribute:<uid>`. */
export const recordLockName = (resource: string, id: string | number) => `pim:${resource}:${id}`;

const tails = new Map<string, Promise<unknown>>();

function inThisTab<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return run;
}

/** Runs `work` once no other tab (or other work of this tab) holds the lock `name`. */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return inThisTab(name, work);
  return locks.request(name, { mode: 'exclusive' }, work) as Promise<T>;
}

/** This page's id: a new one at each load, so a reloaded tab is not mistaken for the one before. */
export const THIS_PAGE = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());
const pageLock = (page: string) => `pim:page:${page}`;

// Held for the page's life: another tab asks the browser whether the page that wrote an entry still lives.
if (typeof navigator !== 'undefined' && navigator.locks) {
  void navigator.locks.request(pageLock(THIS_PAGE), () => new Promise<void>(() => {})).catch(() => undefined);
}

/** The pages of this browser that are open now (this one at least). */
export async function livePages(): Promise<Set<string>> {
  const live = new Set([THIS_PAGE]);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return live;
  try {
    const { held = [] } = await locks.query();
    for (const lock of held) if (lock.name?.startsWith('pim:page:')) live.add(lock.name.slice('pim:page:'.length));
  } catch {
    // No answer: only this page counts as alive, so nothing of another is sent twice (it is offered instead).
  }
  return live;
}
