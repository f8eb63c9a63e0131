import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTemplate } from '../../../features/assessments/api/get-template';
import { PublicLink, publicTestUrl } from '../../../features/assessments/components/public-link';
import { useCandidates } from '../../../features/results/api/list-candidates';
import { CandidatesTable } from '../../../features/results/components/candidates-table';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

/** /assessments/assessments?id=: name, public link, progress and candidates. */
export function AssessmentDetailsRoute() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const template = useTemplate(id);
  const candidates = useCandidates(id);

  if (!id) return <Navigate to="/assessments" replace />;
  if (template.error) return <Alert>{describe(template.error)}</Alert>;
  if (!template.data) return <Spinner label={t('common.loading')} />;
  const tpl = template.data;
  const rows = candidates.data?.items ?? [];

  return (
    <>
      <div className="stack" style={{ gap: '0.25rem' }}>
        <Link className="breadcrumb" to="/assessments">
          ← {t('details.back')}
        </Link>
        <div className="page-header">
          <h1>{tpl.form_name}</h1>
          {tpl.status === 'draft' && (
            <Link className="btn btn-primary" to={`/assessments/create/review?id=${encodeURIComponent(tpl.id)}`}>
              {t('wizard.review.publish')}
            </Link>
          )}
        </div>
        <p className="muted">
          {tpl.sections.map((s) => t(sectionNameKey(s))).join(' · ')} · {formatDate(tpl.published_at ?? tpl.created_at, locale)}
        </p>
      </div>
      <Card className="stack">
        {tpl.publicCode ? <PublicLink url={publicTestUrl(window.location.origin, tpl.publicCode)} /> : <Alert tone="info">{t('details.notPublished')}</Alert>}
        <div className="stats">
          <div className="stat">
            <span className="stat-label" id="stat-candidates">
              {t('details.candidates')}
            </span>
            <span className="stat-value" aria-labelledby="stat-candidates">
              {tpl.candidate_total}
            </span>
          </div>
          <div className="stat">
            <span className="stat-label">{t('details.progress')}</span>
            <ProgressBar value={tpl.progress} label={t('details.progress')} />
          </div>
        </div>
      </Card>
      <section className="stack" aria-labelledby="candidates-heading">
        <h2 id="candidates-heading">{t('details.candidates')}</h2>
        {candidates.error && <Alert>{describe(candidates.error)}</Alert>}
        {candidates.isLoading ? <Spinner label={t('common.loading')} /> : <CandidatesTable templateId={tpl.id} rows={rows} />}
      </section>
    </>
  );
}
