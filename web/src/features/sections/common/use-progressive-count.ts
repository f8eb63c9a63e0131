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
