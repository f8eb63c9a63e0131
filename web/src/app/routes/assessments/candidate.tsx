import { Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { gradeFor, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import { timeAnalysis } from '@shared/results/time-analysis';
import type { SectionKind } from '@shared/sections/kinds';
import { useTemplate } from '../../../features/assessments/api/get-template';
import { useCandidateResult } from '../../../features/results/api/get-candidate-result';
import { displayName } from '../../../features/results/components/candidates-table';
import { ScoreMovers } from '../../../features/results/components/score-movers';
import { ScoreRing } from '../../../features/results/components/score-ring';
import { StatusBadge } from '../../../features/results/components/status-badge';
import { readOverall } from '../../../features/results/components/vt-summary';
import { HBar } from '../../../features/sections/common/hbar';
import { SECTION_SCREENS } from '../../../features/sections/registry';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

const overallOf = (summary: unknown): number | null => {
  const v = (summary as { overall?: unknown } | undefined)?.overall;
  return typeof v === 'number' ? v : null;
};

/** /assessments/candidate?as_id=&u_id=: one respondent against the company, every section in its own view. */
export function CandidateResultRoute() {
  const [search] = useSearchParams();
  const templateId = search.get('as_id');
  const candidateId = search.get('u_id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const result = useCandidateResult(templateId, candidateId);
  const template = useTemplate(templateId);

  if (!templateId || !candidateId) return <Navigate to="/assessments" replace />;
  if (result.error || template.error) return <Alert>{describe(result.error ?? template.error)}</Alert>;
  if (!result.data || !template.data) return <Spinner label={t('common.loading')} />;
  const r = result.data;
  const tpl = template.data;
  const overall = readOverall(r.summaries, r.score);
  // Score label and performance level: spec part 2 §9.4, from shared/.
  const grade = overall === null ? null : gradeFor(overall);
  const level = overall === null ? null : PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][locale];
  const sections = tpl.sections.filter((kind) => r.summaries[kind] !== undefined);
  const times = timeAnalysis({ sections: tpl.sections, extra_time: r.extra_time, spent: r.section_spent_times as Partial<Record<SectionKind, number>> });

  return (
    <>
      <div className="stack" style={{ gap: '0.25rem' }}>
        <Link className="breadcrumb" to={`/assessments/assessments?id=${encodeURIComponent(templateId)}`}>
          ← {t('result.back')} · {r.form_name}
        </Link>
        <div className="page-header">
          <h1>{displayName(r)}</h1>
          <StatusBadge status={r.status} />
        </div>
        <p className="muted">
          {r.email} · {formatDate(r.finished_at ?? r.joined_at, locale, true)}
        </p>
      </div>
      {r.status !== 'COMPLETED' && sections.length === 0 && <Alert tone="info">{t('result.notCompleted')}</Alert>}
      <Card className="row">
        <ScoreRing value={overall} label={t('result.overall')} caption={grade?.letter} />
        <div className="stack" style={{ flex: 1, minWidth: '14rem' }}>
          <h2>{t('result.overall')}</h2>
          {grade && (
            <p className="row" style={{ margin: 0 }}>
              <span className="badge badge-green">{grade.label[locale]}</span>
              <span className="muted small">{level}</span>
            </p>
          )}
          <div className="stack" style={{ gap: '0.35rem' }}>
            {sections.map((kind) => {
              const score = overallOf(r.summaries[kind]);
              return <HBar key={kind} label={t(sectionNameKey(kind))} value={score} display={score === null ? t('result.notScored') : `${Math.round(score)}%`} />;
            })}
          </div>
        </div>
      </Card>
      {sections.map((kind) => {
        const { Result } = SECTION_SCREENS[kind];
        return (
          <Card key={kind} className="stack">
            <div className="row" style={{ justifyContent: 'space-between' }}>
              <h2>{t(sectionNameKey(kind))}</h2>
              {r.section_timed_out[kind] && <span className="badge badge-yellow">{t('result.timedOut')}</span>}
            </div>
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <Result summary={r.summaries[kind]} template={tpl} />
            </Suspense>
            <ScoreMovers kind={kind} summary={r.summaries[kind]} />
          </Card>
        );
      })}
      {sections.length > 0 && (
        <Card className="stack">
          <h2>{t('result.time')}</h2>
          <p className="muted small">{t('result.timeTotal', { minutes: times.total_minutes })}</p>
          {times.sections.map((s) => (
            <HBar key={s.kind} label={t(sectionNameKey(s.kind))} value={s.allowance_seconds ? (100 * s.spent_seconds) / s.allowance_seconds : 0} display={`${Math.floor(s.spent_seconds / 60)}:${String(s.spent_seconds % 60).padStart(2, '0')} / ${Math.round(s.allowance_seconds / 60)} min`} />
          ))}
        </Card>
      )}
    </>
  );
}
