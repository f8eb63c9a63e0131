import { memo, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { formatClock, secondsLeft } from './countdown';

/**
 * Counts down to a deadline; calls onExpire once when it reaches zero. Memoised: the section screen renders again with
 * every answer, and the clock renders with its own tick only (it reads the latest callbacks when it ticks).
 */
export const Timer = memo(function Timer({
  deadlineMs,
  onTick,
  onExpire,
}: {
  deadlineMs: number;
  onTick?: (seconds: number) => void;
  onExpire: () => void;
}) {
  const t = useT();
  const [left, setLeft] = useState(() => secondsLeft(deadlineMs, Date.now()));
  const expired = useRef(false);
  const callbacks = useRef({ onTick, onExpire });
  callbacks.current = { onTick, onExpire };

  useEffect(() => {
    const tick = () => {
      const s = secondsLeft(deadlineMs, Date.now());
      setLeft(s);
      callbacks.current.onTick?.(s);
      if (s === 0 && !expired.current) {
        expired.current = true;
        callbacks.current.onExpire();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadlineMs]);

  return (
    <span
      className="timer"
      data-low={left <= 60}
      role="timer"
      aria-label={`${t('test.timeLeft')}: ${formatClock(left)}`}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">{formatClock(left)}</span>
    </span>
  );
});
