type Scheduler = { yield?: () => Promise<void> };

/**
 * Lets the page handle what is waiting (a key, a paint) before a long job goes on: a loop over
 * 10,000 records calls it every few milliseconds. scheduler.yield() where the browser has it
 * (the job continues ahead of other tasks), a macrotask otherwise.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock for such loops: `due()` says when the current slice has run `sliceMs` and resets it. */
export function timeSlices(sliceMs = 8): { due: () => boolean } {
  let started = performance.now();
  return {
    due: () => {
      if (performance.now() - started < sliceMs) return false;
      started = performance.now();
      return true;
    },
  };
}
