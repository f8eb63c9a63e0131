import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useAssessment } from '../../../features/assessments/api/get-template';
import { InvitePanel } from '../../../features/respondents/invite/invite-panel';
import { InvitationStage } from '../../../features/respondents/invite/invitation-stage';
import { useInvitationsByEmail } from '../../../features/respondents/invite/invitation-status';
import { useCandidates } from '../../../features/results/api/list-candidates';
import { RespondentsTable } from '../../../features/results/components/respondents-table';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { sectionNameKey } from '../../../lib/section-names';
import { InviteTour } from '../../../features/accounts/tour/guided-tours';

/** /assessments/assessments?id=: name, invitations, progress and the respondents, refreshed while open. */
export function AssessmentDetailsRoute() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const assessment = useAssessment(id);
  const respondents = useCandidates(id);
  // Read again whenever the respondents list is, so each invited respondent's stage keeps up with it.
  const invitations = useInvitationsByEmail(id, respondents.rows);
  const session = readSession();
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);
  const [exportError, setExportError] = useState<string>();

  if (!id) return <Navigate to="/assessments" replace />;
  if (assessment.error) return <Alert>{describe(assessment.error)}</Alert>;
  if (!assessment.data) return <Spinner label={t('common.loading')} />;
  const tpl = assessment.data;
  const mine = session.kind === 'ok' && session.record.email.toLowerCase() === tpl.creator.toLowerCase();
  async function download(format: 'csv' | 'json') {
    setExporting(format);
    setExportError(undefined);
    try {
      const { exportResults } = await import('../../../features/results/api/export-results');
      await exportResults(tpl.id, tpl.form_name, format);
    } catch (err) {
      setExportError(describe(err));
    } finally {
      setExporting(null);
    }
  }
  const refresh = () => {
    void respondents.mutate();
    void assessment.mutate();
  };

  return (
    <>
      <div className="stack" style={{ gap: '0.25rem' }}>
        <Link className="breadcrumb" to="/assessments">
          ← {t('details.back')}
        </Link>
        <div className="page-header">
          <h1>
            {tpl.form_name}
            {tpl.is_sample_data && (
              <>
                {' '}
                <span className="badge badge-blue">{t('sample.badge')}</span>
              </>
            )}
          </h1>
          {tpl.status === 'draft' ? (
            <Link className="btn btn-primary" to={`/assessments/create/review?id=${encodeURIComponent(tpl.id)}`}>
              {t('wizard.review.publish')}
            </Link>
          ) : (
            mine && (
              <Link className="btn btn-secondary" to={`/assessments/create/name?id=${encodeURIComponent(tpl.id)}`}>
                {t('list.action.edit')}
              </Link>
            )
          )}
        </div>
        <p className="muted">
          {tpl.sections.map((s) => t(sectionNameKey(s))).join(' · ')} ·{' '}
          {formatDate(tpl.published_at ?? tpl.created_at, locale)}
        </p>
        {tpl.is_sample_data && <p className="muted">{t('sample.assessmentNotice')}</p>}
      </div>
      <Card className="stack">
        <h2>{t('invite.title')}</h2>
        <InvitePanel template={tpl} onInvited={refresh} />
        <InviteTour template={tpl} />
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
        <div className="page-header">
          <h2 id="candidates-heading">{t('details.candidates')}</h2>
          {tpl.status === 'published' && (
            <div className="row">
              <Link
                className="btn btn-secondary btn-sm"
                to={`/assessment-group-analytics?id=${encodeURIComponent(tpl.id)}`}
              >
                {t('group.open')}
              </Link>
              <Button variant="ghost" size="sm" busy={exporting === 'csv'} onClick={() => void download('csv')}>
                {t('export.csv')}
              </Button>
              <Button variant="ghost" size="sm" busy={exporting === 'json'} onClick={() => void download('json')}>
                {t('export.json')}
              </Button>
            </div>
          )}
        </div>
        {respondents.error && <Alert>{describe(respondents.error)}</Alert>}
        {exportError && <Alert>{exportError}</Alert>}
        {respondents.loading ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <RespondentsTable
            rows={respondents.rows}
            showAssessment={false}
            onChanged={refresh}
            invitationOf={(r) => {
              const state = invitations.get(r.email.toLowerCase());
              return state ? <InvitationStage state={state} /> : null;
            }}
          />
        )}
        {respondents.loadingMore && <p className="muted small">{t('respondents.loadingMore')}</p>}
      </section>
    </>
  );
}
