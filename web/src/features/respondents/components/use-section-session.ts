import { AUTOSAVE_DELAY_MS } from '@shared/constants/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SectionKind } from '@shared/sections/kinds';
import { completeSection, saveAnswers, type RespondentTest } from '../api/section-actions';
import { AutosaveQueue } from './autosave-queue';
import { secondsLeft } from './countdown';
import { clearUnsent, dropUnsent, isRetryable, keepUnsent, readUnsent, untilLanded } from './unsent-answers';
import { waitOrOnline } from './use-online';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'waiting';

const store = () => window.localStorage;

/**
 * One running section: answers kept locally (in memory and on the device until the server confirms them) and
 * autosaved (debounced, serialised); a deadline from the server's remaining seconds; completion that first
 * stores the latest answers and keeps trying through a dropped connection until the server has them.
 */
export function useSectionSession<A>(token: string, section: SectionKind, serverAnswers: A, remainingSeconds: number) {
  // Answers kept on the device are newer than the server's: they were given and not yet confirmed.
  const [initial] = useState<{ answers: A; unsent: boolean }>(() => {
    const kept = readUnsent(store(), token, section);
    return kept ? { answers: kept.answers as A, unsent: true } : { answers: serverAnswers, unsent: false };
  });
  const [answers, setAnswersState] = useState<A>(initial.answers);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [completing, setCompleting] = useState(false);
  const latest = useRef(initial.answers);
  const mounted = useRef(true);
  const [deadlineMs] = useState(() => Date.now() + remainingSeconds * 1000);
  const remaining = useCallback(() => secondsLeft(deadlineMs, Date.now()), [deadlineMs]);

  const queue = useMemo(
    () =>
      new AutosaveQueue<A>(
        async (value) => {
          await saveAnswers(token, section, value, remaining());
          clearUnsent(store(), token, section, value);
        },
        AUTOSAVE_DELAY_MS,
        (state) => setSaveState(state),
      ),
    [token, section, remaining],
  );

  useEffect(() => {
    mounted.current = true;
    if (initial.unsent) queue.schedule(initial.answers);
    // A failed save is tried again when the connection returns, and every few seconds meanwhile.
    const retry = () => {
      if (queue.dirty) void queue.flush().catch(() => undefined);
    };
    const timer = setInterval(retry, 5000);
    const onHide = () => void queue.flush().catch(() => undefined);
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.dirty) {
        void queue.flush().catch(() => undefined);
        e.preventDefault();
      }
    };
    window.addEventListener('online', retry);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      mounted.current = false;
      clearInterval(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void queue.flush().catch(() => undefined);
    };
  }, [queue, initial]);

  const setAnswers = useCallback(
    (update: (current: A) => A) => {
      setAnswersState((current) => {
        const next = update(current);
        latest.current = next;
        keepUnsent(store(), token, section, next);
        queue.schedule(next);
        return next;
      });
    },
    [queue, token, section],
  );

  /** Store the latest answers and close the section, retrying through a dropped connection. */
  const complete = useCallback(async (): Promise<RespondentTest> => {
    setCompleting(true);
    try {
      queue.cancel();
      await queue.flush().catch(() => undefined);
      const next = await untilLanded(() => completeSection(token, section, latest.current, remaining()), {
        wait: waitOrOnline,
        onWaiting: () => setSaveState('waiting'),
        stopped: () => !mounted.current,
      });
      dropUnsent(store(), token, section);
      return next;
    } finally {
      if (mounted.current) setCompleting(false);
    }
  }, [queue, token, section, remaining]);

  return { answers, setAnswers, saveState, deadlineMs, complete, completing, isRetryable };
}
