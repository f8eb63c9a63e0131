import { useEffect, useState } from 'react';

/**
 * False while a component's first frame is laid out and painted, true in a task after it: what renders behind it is
 * not part of that first frame. On a slow phone the first frame then holds only what is above it (the section's
 * heading, the page's largest text), and the rest is laid out in tasks of its own (issue 27 §3).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its layout and paint; the timeout's task comes after them.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, []);
  return painted;
}
