type Scheduler = { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> };

/**
 * Lets the page handle what is waiting (a key, a paint, another request's answer) before a long
 * background job goes on: a loop over 10,000 records calls it every few milliseconds. The job
 * continues as a background task where the browser has scheduler.postTask (after input, rendering
 * and React's work), else as a plain macrotask (MessageChannel: no 4 ms clamp). Not
 * scheduler.yield(), whose continuation jumps ahead of what the page is waiting for.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'background' });
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A clock for such loops: `due()` says when the current slice has run `sliceMs`. The next slice is
 * timed from the first `due()` after that, so the pause the loop then takes is never counted in it.
 */
export function timeSlices(sliceMs = 8): { due: () => boolean } {
  let started: number | null = performance.now();
  return {
    due: () => {
      const now = performance.now();
      if (started === null) {
        started = now;
        return false;
      }
      if (now - started < sliceMs) return false;
      started = null;
      return true;
    },
  };
}
