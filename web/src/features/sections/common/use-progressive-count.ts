import { useEffect, useState } from 'react';

/**
 * How many of a long list's `total` rows to render: `step` at first, then `step` more in each following task until
 * all are there. A slow phone paints the first questions sooner and never spends one long task building all 120
 * Big Five statements, so a tap in the meantime is answered at once. Every row is in the page a few frames later.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [count, setCount] = useState(() => Math.min(total, step));
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => setCount((c) => Math.min(total, c + step)), 0);
    return () => clearTimeout(next);
  }, [count, total, step]);
  return Math.min(count, total);
}

/**
 * Rows of about `rowHeightPx` that fill this screen (at least 4): the batch `useProgressiveCount` renders per task, so
 * the first task builds what is seen and no more (a phone's 800 px: 8 question rows), and a tall screen is not left
 * half empty for a frame.
 */
export function rowsPerScreen(rowHeightPx: number): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return Math.max(4, Math.ceil(height / rowHeightPx));
}
