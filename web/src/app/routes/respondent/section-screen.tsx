import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { focusOnMountThenReveal } from '../../../lib/dom-fixes';
import type { SectionKind } from '@shared/sections/kinds';
import type { RespondentTest } from '../../../features/respondents/api/section-actions';
import { Timer } from '../../../features/respondents/components/timer';
import { useOnline } from '../../../features/respondents/components/use-online';
import { useSectionSession } from '../../../features/respondents/components/use-section-session';
import { useSectionComment } from '../../../features/respondents/components/use-section-comment';
import { TEXT_LIMITS } from '@shared/constants/limits';
import { SECTION_SCREENS } from '../../../features/sections/registry';
import type { AnswerChange } from '../../../features/sections/types';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { errorText, usePageLanguage, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

interface Props {
  token: string;
  test: RespondentTest;
  section: SectionKind;
  index: number;
  shell: (children: ReactNode, aside?: ReactNode) => ReactNode;
  onCompleted: (next: RespondentTest, timedOut: boolean) => Promise<void>;
  onError: (error: unknown) => void;
  onActivity: () => void;
  onItemLocale: (itemLocale: string) => void;
}

/** Seconds left when the session time-out warning appears (spec part 2 §8 "Timers"). */
const WARN_AT_SECONDS = 60;

/**
 * A running section, whatever its kind: the kind's answer screen from the registry, autosave that survives a
 * reload and a dropped connection, the countdown with its time-out warning, and a warning before completing
 * with unanswered questions.
 */
export function SectionScreen({
  token,
  test,
  section,
  index,
  shell,
  onCompleted,
  onError,
  onActivity,
  onItemLocale,
}: Props) {
  const t = useT();
  const language = usePageLanguage();
  const online = useOnline();
  const state = test.section_states[section];
  const content = test.content[section];
  const screens = SECTION_SCREENS[section];
  const session = useSectionSession<unknown>(token, section, test.answers[section], state?.remaining_seconds ?? 0, {
    fullscreen: test.integrity.ask_fullscreen,
  });
  // The employer's setting (docs/integrity.md): copy, cut, paste and the context menu are blocked on the logic test's items.
  const blockCopy = section === 'logic_test' && test.integrity.block_copy_paste;
  const stop = blockCopy ? (e: { preventDefault: () => void }) => e.preventDefault() : undefined;
  const notes = useSectionComment(token, section, test.comments[section] ?? '', test.allow_comments);
  const [confirming, setConfirming] = useState(false);
  const [lowTime, setLowTime] = useState(false);
  const unanswered = content ? screens.unanswered(content, session.answers) : 0;

  async function complete(timedOut: boolean) {
    if (session.completing) return;
    setConfirming(false);
    try {
      if (test.allow_comments) await notes.flush();
      await onCompleted(await session.complete(), timedOut);
    } catch (error) {
      onError(error);
    }
  }

  // Counted on the answers with every change made: a choice tapped just before is not rendered until the next frame.
  function finish() {
    if (content && screens.unanswered(content, session.answersNow()) > 0) setConfirming(true);
    else void complete(false);
  }

  const last = index === test.sections.length - 1;
  const status =
    session.saveState === 'waiting'
      ? t('test.waitingForConnection')
      : session.saveState === 'saving'
        ? t('common.saving')
        : session.saveState === 'saved'
          ? t('common.saved')
          : session.saveState === 'error'
            ? t('test.savedOnDevice')
            : '';
  const { Answer } = screens;
  const onAnswer = useStableCallback((update: (current: unknown) => unknown, change?: AnswerChange) => {
    onActivity();
    session.setAnswers(update, change);
  });
  const onLocale = useStableCallback(onItemLocale);
  // The heading paints on its own first, the questions in the next task: on a slow phone the first screenful of
  // questions is most of the section's first render, and the heading is what the respondent reads first.
  const painted = useAfterFirstPaint();
  // The same functions at every render, for the clock to skip the renders an answer causes.
  const onTick = useStableCallback((s: number) => setLowTime(s > 0 && s <= WARN_AT_SECONDS));
  const onExpire = useStableCallback(() => void complete(true));
  // The questions render again when the answers change, not when the timer, the save status or the page around them
  // does: on a slow phone the Big Five's 120 statements are most of a render's cost.
  const answerView = useMemo(
    () =>
      content && (
        <Answer
          content={content}
          answers={session.answers}
          disabled={session.completing}
          onItemLocale={onLocale}
          onChange={onAnswer}
        />
      ),
    [Answer, content, session.answers, session.completing, onLocale, onAnswer],
  );
  return shell(
    <div className="stack">
      {!online && (
        <div className="offline-banner">
          <Alert tone="info">{t('test.offline')}</Alert>
        </div>
      )}
      {lowTime && <Alert tone="info">{errorText('SESSION_TIME_OUT', language)}</Alert>}
      <div>
        <p className="eyebrow">{t('test.sectionOf', { n: index + 1, total: test.sections.length })}</p>
        {/* Focus starts at the section's heading, so Tab goes straight to its first question. It moves as the heading
            mounts (an effect would run a frame later, after the questions are already on screen), without laying the
            page out there and then. */}
        <h1 ref={focusOnMountThenReveal} tabIndex={-1}>
          {content?.title ?? t(sectionNameKey(section))}
        </h1>
      </div>
      {content && !painted ? null : content ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          {blockCopy && <p className="muted small">{t('test.integrity.noCopy')}</p>}
          <div onCopy={stop} onCut={stop} onPaste={stop} onContextMenu={stop} data-testid="answer-area">
            {answerView}
          </div>
        </Suspense>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      {test.allow_comments && content && (
        <label className="field">
          <span className="field-label">{t('test.comment')}</span>
          <textarea
            className="input"
            rows={3}
            maxLength={TEXT_LIMITS.longText}
            value={notes.comment}
            disabled={session.completing}
            onChange={(e) => {
              onActivity();
              notes.setComment(e.target.value);
            }}
          />
          <span className="field-hint">{t('test.commentHint')}</span>
        </label>
      )}
      {confirming && (
        <div
          className="card stack"
          role="alertdialog"
          aria-labelledby="unanswered-title"
          aria-describedby="unanswered-text"
        >
          <h2 id="unanswered-title">{t('test.unanswered.title')}</h2>
          <p id="unanswered-text">{t('test.unanswered.text', { n: unanswered })}</p>
          <div className="row">
            <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
              {t('test.unanswered.back')}
            </Button>
            <Button onClick={() => void complete(false)} busy={session.completing}>
              {last ? t('test.unanswered.finish') : t('test.unanswered.complete')}
            </Button>
          </div>
        </div>
      )}
      <div className="sticky-actions">
        {/* Two lines of their own, kept when empty: the bar's height never changes as answers are counted and saved, so
            a tap never lays out the page again for it. */}
        <span className="muted small sticky-status" role="status">
          <span>{unanswered > 0 ? t('test.left', { n: unanswered }) : ''}</span>
          <span>{status}</span>
        </span>
        <Button onClick={finish} busy={session.completing}>
          {last ? t('test.finish') : t('test.complete')}
        </Button>
      </div>
    </div>,
    <Timer deadlineMs={session.deadlineMs} onTick={onTick} onExpire={onExpire} />,
  );
}
