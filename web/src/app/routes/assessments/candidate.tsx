import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { gradeFor, performanceLevel, PERFORMANCE_LEVEL_LABELS } from '@shared/results/grades';
import { useCandidateResult } from '../../../features/results/api/get-candidate-result';
import { displayName } from '../../../features/results/components/candidates-table';
import { RatingsChart } from '../../../features/results/components/ratings-chart';
import { ScoreRing } from '../../../features/results/components/score-ring';
import { StatusBadge } from '../../../features/results/components/status-badge';
import { readOverall, readVtSummary } from '../../../features/results/components/vt-summary';
import { useSectionContent } from '../../../features/sections/api/get-section-content';
import { itemTexts } from '../../../features/sections/values-and-traits/answers';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

const PARTS = ['defining_your_values', 'identifying_key_traits'] as const;

/** /assessments/candidate?as_id=&u_id=: one respondent against the company. */
export function CandidateResultRoute() {
  const [search] = useSearchParams();
  const templateId = search.get('as_id');
  const candidateId = search.get('u_id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const result = useCandidateResult(templateId, candidateId);
  const content = useSectionContent('values_and_traits', locale);

  if (!templateId || !candidateId) return <Navigate to="/assessments" replace />;
  if (result.error) return <Alert>{describe(result.error)}</Alert>;
  if (!result.data) return <Spinner label={t('common.loading')} />;
  const r = result.data;
  const overall = readOverall(r.summaries, r.score);
  const vt = readVtSummary(r.summaries);
  const texts = itemTexts(content.data);
  // Score label and performance level: spec part 2 §9.4, from shared/.
  const grade = overall === null ? null : gradeFor(overall);
  const level = overall === null ? null : PERFORMANCE_LEVEL_LABELS[performanceLevel(overall)][locale];

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
      {r.status !== 'COMPLETED' && !vt && <Alert tone="info">{t('result.notCompleted')}</Alert>}
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
          {vt && (
            <dl className="summary-list">
              <dt>{t(sectionNameKey('values_and_traits'))}</dt>
              <dd>
                <ProgressBar value={vt.overall} label={t(sectionNameKey('values_and_traits'))} />
              </dd>
              {PARTS.map((part) => (
                <div key={part} style={{ display: 'contents' }}>
                  <dt>{t(`result.${part}`)}</dt>
                  <dd>
                    <ProgressBar value={vt[part]} label={t(`result.${part}`)} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </Card>
      {vt && (
        <Card className="stack">
          <h2>{t(sectionNameKey('values_and_traits'))}</h2>
          {PARTS.map((part) => {
            const items = vt.items.filter((i) => i.part === part).map((i) => ({ id: i.id, label: texts.get(i.id) ?? i.id, company: i.company, candidate: i.candidate }));
            return items.length ? <RatingsChart key={part} title={t(`result.${part}`)} items={items} /> : null;
          })}
        </Card>
      )}
    </>
  );
}
