/**
 * Runs `task` just after the browser has painted what is on screen now (a frame, then a task):
 * work started in an effect runs before that paint and would hold it back (a key's step in the
 * designer, the grid's first rows). Returns a cancel.
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
