import { AUTOSAVE_DELAY_MS } from '@shared/constants/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { changedItems, mergeAnswerItems } from '@shared/sections/answer-items';
import type { SectionKind } from '@shared/sections/kinds';
import { completeSection, saveAnswers, type RespondentTest } from '../api/section-actions';
import { AutosaveQueue } from './autosave-queue';
import { secondsLeft } from './countdown';
import { clearUnsent, dropUnsent, isRetryable, keepUnsent, readUnsent, untilLanded } from './unsent-answers';
import { waitOrOnline } from './use-online';
import { deviceId, forgetSignals, recordSignal, signalsToSend, watchPage } from './integrity-signals';
import { afterNextPaint } from '../../../lib/after-paint';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'waiting';

const store = () => window.localStorage;
/** This tab, as the owner of the answers it keeps on the device (tabs of one browser share the storage). */
const TAB = Math.random().toString(36).slice(2, 10);

/**
 * One running section: answers kept locally (in memory and on the device until the server confirms them) and
 * autosaved (debounced, serialised); a deadline from the server's remaining seconds; completion that first
 * stores the latest answers and keeps trying through a dropped connection until the server has them.
 */
export function useSectionSession<A>(
  token: string,
  section: SectionKind,
  serverAnswers: A,
  remainingSeconds: number,
  /** The employer's integrity settings the page follows: leaving full screen is noted only where it was asked for. */
  options: { fullscreen?: boolean } = {},
) {
  const fullscreen = options.fullscreen ?? false;
  // Answers kept on the device are newer than the server's: they were given and not yet confirmed. Only this device's
  // own changes are laid over the server's copy, which may hold answers given since in another tab or on another device.
  const [initial] = useState<{ answers: A; unsent: boolean }>(() => {
    const kept = readUnsent(store(), token, section);
    if (!kept) return { answers: serverAnswers, unsent: false };
    // Kept without the copy they were given over (an older page): they add to the server's answers and clear none.
    if (kept.base === undefined)
      return { answers: mergeAnswerItems(section, serverAnswers, kept.answers) as A, unsent: true };
    return {
      answers: mergeAnswerItems(
        section,
        serverAnswers,
        kept.answers,
        changedItems(section, kept.base, kept.answers),
      ) as A,
      unsent: true,
    };
  });
  const [answers, setAnswersState] = useState<A>(initial.answers);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [completing, setCompleting] = useState(false);
  const latest = useRef(initial.answers);
  // The answers the server has confirmed to this tab: a save sends only the items changed since, so the same link open
  // in another tab or on another device never has its answers undone by this one's older copy.
  const confirmed = useRef<unknown>(serverAnswers);
  const mounted = useRef(true);
  const watcher = useRef<{ answered: () => void } | null>(null);
  const [deadlineMs] = useState(() => Date.now() + remainingSeconds * 1000);
  const remaining = useCallback(() => secondsLeft(deadlineMs, Date.now()), [deadlineMs]);

  // The device's copy of the unsent answers is written after the tap's next frame, not in the tap: on a slow phone the
  // answer shows sooner. A page leaving (reload, closed tab, another page) writes it at once, as do a save and completing
  // before they touch it, so the copy on the device is as current as when it was written in the tap itself.
  const deviceWritePending = useRef(false);
  const keepOnDevice = useCallback(() => {
    if (!deviceWritePending.current) return;
    deviceWritePending.current = false;
    keepUnsent(store(), token, section, latest.current, { base: confirmed.current, owner: TAB });
  }, [token, section]);
  const keepOnDeviceSoon = useCallback(() => {
    if (deviceWritePending.current) return;
    deviceWritePending.current = true;
    afterNextPaint(keepOnDevice);
  }, [keepOnDevice]);

  const queue = useMemo(
    () =>
      new AutosaveQueue<A>(
        async (value) => {
          keepOnDevice();
          // The integrity signals noted so far go with the answers (docs/integrity.md) and are forgotten once stored.
          const signals = signalsToSend(store(), token, section);
          await saveAnswers(token, section, value, changedItems(section, confirmed.current, value), remaining(), {
            signals,
            deviceId: deviceId(store()),
          });
          confirmed.current = value;
          clearUnsent(store(), token, section, value, TAB);
          forgetSignals(store(), token, section, signals);
        },
        AUTOSAVE_DELAY_MS,
        (state) => setSaveState(state),
      ),
    [token, section, remaining, keepOnDevice],
  );

  useEffect(() => {
    mounted.current = true;
    if (initial.unsent) {
      // This tab takes over the kept answers: they are now its changes over the server's copy it just read.
      keepUnsent(store(), token, section, initial.answers, { base: confirmed.current, owner: TAB });
      queue.schedule(initial.answers);
    }
    // A failed save is tried again when the connection returns, and every few seconds meanwhile. Only a failed one: a
    // save waiting out its delay while the respondent answers is not sent early (it would land among their taps).
    const retry = () => {
      if (queue.stalled) void queue.flush().catch(() => undefined);
    };
    const timer = setInterval(retry, 5000);
    const onHide = () => {
      keepOnDevice();
      void queue.flush().catch(() => undefined);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepOnDevice();
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      keepOnDevice();
      if (queue.dirty) {
        void queue.flush().catch(() => undefined);
        e.preventDefault();
      }
    };
    // Signals wait for a save: one is scheduled with the answers as they are, once the section has answers to send.
    const page = watchPage(
      token,
      (signal) => {
        recordSignal(store(), token, section, signal, new Date());
        if (latest.current !== undefined && latest.current !== null) queue.schedule(latest.current);
      },
      { fullscreen },
    );
    watcher.current = page;
    window.addEventListener('online', retry);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      mounted.current = false;
      page.stop();
      watcher.current = null;
      clearInterval(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onHidden);
      keepOnDevice();
      void queue.flush().catch(() => undefined);
    };
  }, [queue, initial, token, section, fullscreen, keepOnDevice]);

  // A choice's page render waits for the frame after the tap (the answer screens' `AnswerChange`); several changes in
  // one frame render once.
  const renderPending = useRef(false);
  // Rendered in its own task (flushSync): a choice made meanwhile in the same question is never shown over by this
  // older one for a frame.
  const renderLatest = useCallback(() => {
    renderPending.current = false;
    flushSync(() => setAnswersState(latest.current));
  }, []);
  /**
   * Applies a change to the latest answers at once: the autosave's schedule and a page leaving, a save or completing
   * (which write the device's copy first) see it straight away. The page renders it now, or after the next frame where
   * `change.renderAfterPaint` says the control shows it itself.
   */
  const setAnswers = useCallback(
    (update: (current: A) => A, change?: { renderAfterPaint?: boolean | undefined }) => {
      const next = update(latest.current);
      latest.current = next;
      watcher.current?.answered();
      keepOnDeviceSoon();
      queue.schedule(next);
      if (!change?.renderAfterPaint) setAnswersState(next);
      else if (!renderPending.current) {
        renderPending.current = true;
        afterNextPaint(renderLatest);
      }
    },
    [queue, keepOnDeviceSoon, renderLatest],
  );

  /** Store the latest answers and close the section, retrying through a dropped connection. */
  const complete = useCallback(async (): Promise<RespondentTest> => {
    setCompleting(true);
    try {
      keepOnDevice();
      queue.cancel();
      await queue.flush().catch(() => undefined);
      const next = await untilLanded(
        () =>
          completeSection(
            token,
            section,
            latest.current,
            changedItems(section, confirmed.current, latest.current),
            remaining(),
          ),
        {
          wait: waitOrOnline,
          onWaiting: () => setSaveState('waiting'),
          stopped: () => !mounted.current,
        },
      );
      dropUnsent(store(), token, section);
      return next;
    } finally {
      if (mounted.current) setCompleting(false);
    }
  }, [queue, token, section, remaining, keepOnDevice]);

  /** The answers with every change made, also one the page has not rendered yet (`renderAfterPaint`). */
  const answersNow = useCallback(() => latest.current, []);

  return { answers, answersNow, setAnswers, saveState, deadlineMs, complete, completing, isRetryable };
}
