import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXT_REVEAL } from '@shared/constants/ai';
import { REVEAL_START, revealComplete, revealReceive, revealTick, type RevealState } from '@shared/toolbox/reveal';

/**
 * AI text as the user sees it (spec part 1 §4): pieces received from a stream are revealed 120 characters every
 * 180 ms, through loading, streaming, locked and finished.
 */
export function useRevealedText() {
  const [state, setState] = useState<RevealState>({ ...REVEAL_START, phase: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const tick = useCallback(() => {
    setState((s) => {
      const next = revealTick(s);
      if (next.phase === 'finished') clearInterval(timer.current);
      return next;
    });
  }, []);

  const start = useCallback(() => {
    clearInterval(timer.current);
    setState(REVEAL_START);
    timer.current = setInterval(tick, TEXT_REVEAL.intervalMs);
  }, [tick]);

  return {
    state,
    text: state.received.slice(0, state.shown),
    start,
    receive: useCallback((text: string) => setState((s) => revealReceive(s, text)), []),
    reset: useCallback(() => setState(REVEAL_START), []),
    complete: useCallback((finalText: string) => setState((s) => revealComplete(s, finalText)), []),
    fail: useCallback(() => {
      clearInterval(timer.current);
      setState((s) => ({ ...s, phase: 'failed' }));
    }, []),
    /** Show a stored text at once (history, a reload). */
    show: useCallback((text: string) => {
      clearInterval(timer.current);
      setState({ phase: 'finished', received: text, shown: text.length, complete: true });
    }, []),
  };
}
