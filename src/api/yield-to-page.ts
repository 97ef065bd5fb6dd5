/**
 * Lets the page handle what is waiting (a key, a paint, another request's answer) before a long
 * job goes on: a loop over 10,000 records calls it every few milliseconds. A plain macrotask
 * (MessageChannel: no 4 ms clamp), not scheduler.yield(), whose continuation would jump ahead of
 * the answers the page is waiting for.
 */
export function yieldToPage(): Promise<void> {
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
