import { AUTOSAVE_DELAY_MS } from '@shared/constants/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SectionKind } from '@shared/sections/kinds';
import { completeSection, saveAnswers, type RespondentTest } from '../api/section-actions';
import { AutosaveQueue } from './autosave-queue';
import { secondsLeft } from './countdown';


export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * One running section: answers kept locally and autosaved (debounced, serialised), a deadline
 * from the server's remaining seconds, and completion that first stores the latest answers.
 */
export function useSectionSession<A>(token: string, section: SectionKind, initial: A, remainingSeconds: number) {
  const [answers, setAnswersState] = useState<A>(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [completing, setCompleting] = useState(false);
  const latest = useRef(initial);
  // The deadline is fixed when the section screen opens; later refetches (e.g. language) keep it.
  const [deadlineMs] = useState(() => Date.now() + remainingSeconds * 1000);
  const remaining = useCallback(() => secondsLeft(deadlineMs, Date.now()), [deadlineMs]);

  const queue = useMemo(
    () => new AutosaveQueue<A>((value) => saveAnswers(token, section, value, remaining()), AUTOSAVE_DELAY_MS, setSaveState),
    [token, section, remaining],
  );

  // Leaving the page: push what is pending, and warn while a save is still outstanding.
  useEffect(() => {
    const onHide = () => void queue.flush().catch(() => undefined);
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.dirty) {
        void queue.flush().catch(() => undefined);
        e.preventDefault();
      }
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void queue.flush().catch(() => undefined);
    };
  }, [queue]);

  const setAnswers = useCallback(
    (update: (current: A) => A) => {
      setAnswersState((current) => {
        const next = update(current);
        latest.current = next;
        queue.schedule(next);
        return next;
      });
    },
    [queue],
  );

  /** Store the latest answers, then close the section; the server's new test view comes back. */
  const complete = useCallback(async (): Promise<RespondentTest> => {
    setCompleting(true);
    try {
      queue.cancel();
      await queue.flush().catch(() => undefined);
      return await completeSection(token, section, latest.current, remaining());
    } finally {
      setCompleting(false);
    }
  }, [queue, token, section, remaining]);

  return { answers, setAnswers, saveState, deadlineMs, complete, completing };
}
