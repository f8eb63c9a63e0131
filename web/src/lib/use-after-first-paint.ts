import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * False while a component's first frame is laid out and painted, true in a task after it: what renders behind it is
 * not part of that first frame. On a slow phone the first frame then holds only what is above it (the section's
 * heading, the page's largest text), and the rest is laid out in tasks of its own (issue 27 §3).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
