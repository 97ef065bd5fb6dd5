type PoolOptions = {
  /** How many run at once: a few, so a server is not flooded and progress moves steadily. */
  concurrency?: number;
  /** Asked before each item starts: once true, what has not started is left alone. */
  stopped?: () => boolean;
  /** Told how many have finished, after each one. */
  onProgress?: (done: number) => void;
};

/**
 * Runs `work` on every item, a few at a time, in order of the list. `work` reports its own
 * failures (it should not throw). Returns the items that were not started because the run stopped.
 */
export async function runInPool<T>(items: readonly T[], work: (item: T) => Promise<void>, { concurrency = 4, stopped = () => false, onProgress }: PoolOptions = {}): Promise<T[]> {
  const queue = [...items];
  let done = 0;
  const worker = async () => {
    while (queue.length > 0 && !stopped()) {
      await work(queue.shift()!);
      done += 1;
      onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return queue;
}
