import { Suspense, type ReactNode } from 'react';
import { VIEWING_LEVEL_PLACEHOLDER } from '@shared/assessments/viewer';
import { gradeFor, gradeTone, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import { sectionPart } from '@shared/results/share';
import { clockTime, timeAnalysis } from '@shared/results/time-analysis';
import type { RespondentResult } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { HBar } from '../../sections';
import { SECTION_SCREENS } from '../../sections';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { ScoreMovers } from './score-movers';
import { ScoreRing } from './score-ring';
import { OpenAnswers, type AnswerTranslationState } from './open-answers';
import { readOverall, ItemWording } from '../../sections';
import type { RespondentLocale } from '@shared/i18n/respondent-locale';

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

/** Where a part is not for this viewer: the catalogue's sentence in its place (spec part 1 §6). */
export function Restricted() {
  const locale = useLocale();
  return <p className="muted restricted">{errorText(VIEWING_LEVEL_PLACEHOLDER, locale)}</p>;
}

interface ResultReportProps {
  /** The result alone: a candidate-level share link carries nothing about who the respondent is. */
  result: Pick<
    RespondentResult,
    | 'summaries'
    | 'score'
    | 'status'
    | 'extra_time'
    | 'section_spent_times'
    | 'section_timed_out'
    | 'comments'
    | 'order_seed'
  > &
    Partial<Pick<RespondentResult, 'open_answers' | 'lang'>>;
  /** The assessment's sections in order (those the viewer may see). */
  sections: readonly SectionKind[];
  setup: Record<string, unknown>;
  /** Parts the server left out for this viewer (shared/src/results/share.ts). */
  restricted?: readonly string[];
  /** Every section of the assessment, to mark the left-out ones in place. */
  allSections?: readonly SectionKind[];
  header?: ReactNode;
  /** Shown under the overall score: the employer's page puts the AI candidate analysis here. */
  afterOverall?: ReactNode;
  /** The sections' items worded in this respondent language instead of the interface's (the employer's choice). */
  itemWording?: RespondentLocale | null;
  /** The employer's page: open answers may be translated into the interface language (issue 27 §1). */
  translation?: AnswerTranslationState;
}

/**
 * One respondent's result: overall score ring and grade, every section's own result view with its score movers,
 * and the time analysis. The employer's page and a shared link both show it; a shared link's left-out parts
 * read 'This information is not available for your viewing level.'
 */
export function ResultReport({
  result: r,
  sections: visible,
  setup,
  restricted = [],
  allSections,
  header,
  afterOverall,
  itemWording = null,
  translation,
}: ResultReportProps) {
  const t = useT();
  const locale = useLocale();
  const hidden = new Set(restricted);
  const overall = readOverall(r.summaries, r.score);
  const grade = overall === null ? null : gradeFor(overall);
  const level = overall === null ? null : PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][locale];
  const sections = visible.filter((kind) => r.summaries[kind] !== undefined);
  const order = (allSections ?? visible).filter(
    (kind) => r.summaries[kind] !== undefined || hidden.has(sectionPart(kind)),
  );
  const times = timeAnalysis({
    sections: visible,
    extra_time: r.extra_time,
    spent: r.section_spent_times as Partial<Record<SectionKind, number>>,
  });
  return (
    <>
      {header}
      {r.status !== 'COMPLETED' && sections.length === 0 && <Alert tone="info">{t('result.notCompleted')}</Alert>}
      <Card className="row">
        <ScoreRing value={overall} label={t('result.overall')} caption={grade?.letter} />
        <div className="stack" style={{ flex: 1, minWidth: '14rem' }}>
          <h2>{t('result.overall')}</h2>
          {grade && (
            <p className="row" style={{ margin: 0 }}>
              <span className={`badge badge-${gradeTone(overall ?? 0)}`}>{grade.label[locale]}</span>
              <span className="muted small">{level}</span>
            </p>
          )}
          <div className="stack" style={{ gap: '0.35rem' }}>
            {sections.map((kind) => {
              const score = overallOf(r.summaries[kind]);
              return (
                <HBar
                  key={kind}
                  label={t(sectionNameKey(kind))}
                  value={score}
                  display={score === null ? t('result.notScored') : `${Math.round(score)}%`}
                />
              );
            })}
          </div>
        </div>
      </Card>
      {afterOverall}
      <ItemWording.Provider value={itemWording}>
        {order.map((kind) => {
          if (hidden.has(sectionPart(kind)))
            return (
              <Card key={kind} className="stack">
                <h2>{t(sectionNameKey(kind))}</h2>
                <Restricted />
              </Card>
            );
          const { Result } = SECTION_SCREENS[kind];
          return (
            <Card key={kind} className="stack">
              <div className="row" style={{ justifyContent: 'space-between' }}>
                <h2>{t(sectionNameKey(kind))}</h2>
                {r.section_timed_out[kind] && <span className="badge badge-yellow">{t('result.timedOut')}</span>}
              </div>
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <Result summary={r.summaries[kind]} template={{ setup }} orderSeed={r.order_seed} />
              </Suspense>
              <ScoreMovers kind={kind} summary={r.summaries[kind]} setup={setup[kind]} />
              {r.comments?.[kind] && (
                <blockquote className="respondent-comment">
                  <strong>{t('result.comment')}</strong>
                  <p>{r.comments[kind]}</p>
                </blockquote>
              )}
              <OpenAnswers
                section={kind}
                answers={r.open_answers ?? []}
                setup={setup}
                {...(translation ? { translation } : {})}
                {...(r.lang ? { lang: r.lang } : {})}
              />
            </Card>
          );
        })}
      </ItemWording.Provider>
      {sections.length > 0 && (
        <Card className="stack">
          <h2>{t('result.time')}</h2>
          {hidden.has('time') ? (
            <Restricted />
          ) : (
            <>
              <p className="muted small">{t('result.timeTotal', { time: clockTime(times.total_seconds) })}</p>
              {times.sections.map((s) => (
                <HBar
                  key={s.kind}
                  label={t(sectionNameKey(s.kind))}
                  value={s.allowance_seconds ? (100 * s.spent_seconds) / s.allowance_seconds : 0}
                  display={`${clockTime(s.spent_seconds)} / ${Math.round(s.allowance_seconds / 60)} min`}
                />
              ))}
            </>
          )}
        </Card>
      )}
    </>
  );
}
