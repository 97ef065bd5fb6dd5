/**
 * Runs `task` just after the browser has painted what is on screen now (a frame, then a task):
 * work started in an effect runs before that paint and would hold it back. Returns a cancel.
 * The designer's draft has its own copy (use-draft.ts): shared, this file would be a chunk of its
 * own on both pages' first visit until it is listed in a chunk group of vite.config.ts.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
