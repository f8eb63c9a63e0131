/**
 * Runs `run` in a task of its own after the next frame is laid out and painted: a frame's callback comes before its
 * layout and paint, a timeout's task after them. Work that can wait a frame then does not delay what a tap or a mount
 * shows on a slow phone. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
