import { RESPONDENT_LOCALE_NAMES } from '@shared/i18n/respondent-locale';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAssessment } from '../../../features/assessments/api/get-template';
import { useRespondentResult } from '../../../features/results/api/get-candidate-result';
import { displayName } from '../../../features/results/components/candidates-table';
import { ResultReport } from '../../../features/results/components/result-report';
import { useAnswerTranslation } from '../../../features/results/components/open-answers';
import { useSectionContent } from '../../../features/sections';
import { SharePanel } from '../../../features/results/components/share-panel';
import { AnalysisCard } from '../../../features/results/analysis/analysis-card';
import { IntegrityPanel } from '../../../features/results/components/integrity-panel';
import { useReportDownload } from '../../../features/results/pdf/use-report-download';
import { StatusBadge } from '../../../features/results/components/status-badge';
import { DeleteRespondentButton } from '../../../features/results/components/delete-respondent-button';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';

/** /assessments/candidate?as_id=&u_id=: one respondent against the company, every section in its own view. */
export function RespondentResultRoute() {
  const [search] = useSearchParams();
  const assessmentId = search.get('as_id');
  const respondentId = search.get('u_id');
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const result = useRespondentResult(assessmentId, respondentId);
  const assessment = useAssessment(assessmentId);
  const [sharing, setSharing] = useState(false);
  // The items as the respondent read them (their language), one click from the interface's wording.
  const [theirWording, setTheirWording] = useState(false);
  const report = useReportDownload();
  const navigate = useNavigate();
  const translation = useAnswerTranslation(
    assessmentId && respondentId ? { templateId: assessmentId, candidateId: respondentId } : undefined,
  );
  // The human skills prompts in the interface language, for the report's written answers under their prompt.
  const humanSkills = useSectionContent(
    assessment.data?.sections.includes('human_skills') ? 'human_skills' : null,
    locale,
  );

  if (!assessmentId || !respondentId) return <Navigate to="/assessments" replace />;
  if (result.error || assessment.error) return <Alert>{describe(result.error ?? assessment.error)}</Alert>;
  if (!result.data || !assessment.data) return <Spinner label={t('common.loading')} />;
  const r = result.data;
  const tpl = assessment.data;
  const session = readSession();
  // Completed while no credit could pay for it: kept and scored, opens once a credit pays (credits context).
  if (r.credit_held)
    return (
      <Card className="stack form-narrow" data-testid="result-held">
        <Link className="breadcrumb" to={`/assessments/assessments?id=${encodeURIComponent(assessmentId)}`}>
          ← {t('result.back')} · {r.form_name}
        </Link>
        <h1>{t('results.heldTitle')}</h1>
        <p>{t('results.heldBody')}</p>
        <div>
          <Link className="btn btn-primary" to="/account/plan-billing">
            {t('credits.addCredit')}
          </Link>
        </div>
      </Card>
    );

  /**
   * The employer's report in the interface language, with the open answers as written (human skills, survey,
   * comments) and the translation under each when the employer made one; or the respondent's feedback in the
   * language they took the assessment in.
   */
  const pdf = (audience: 'employer' | 'respondent') =>
    void report.download({
      result: r,
      sections: tpl.sections,
      setup: tpl.setup,
      formName: tpl.form_name,
      companyName: session.kind === 'ok' ? session.record.companyName : '',
      color: session.kind === 'ok' ? session.record.color : '#1B1C1E',
      audience,
      locale: audience === 'employer' ? locale : r.lang,
      openAnswers: {
        ...(r.open_answers ? { stored: r.open_answers } : {}),
        prompts: Object.fromEntries((humanSkills.data?.groups.prompts ?? []).map((p) => [p.id, p.text])),
        translation: translation.data,
      },
    });

  return (
    <ResultReport
      result={r}
      sections={tpl.sections}
      setup={tpl.setup}
      itemWording={theirWording && r.lang !== locale ? r.lang : null}
      translation={translation}
      afterOverall={
        <>
          <AnalysisCard result={r} templateId={assessmentId} />
          <IntegrityPanel templateId={assessmentId} respondentId={r.id} />
        </>
      }
      header={
        <>
          <div className="stack" style={{ gap: '0.25rem' }}>
            <Link className="breadcrumb" to={`/assessments/assessments?id=${encodeURIComponent(assessmentId)}`}>
              ← {t('result.back')} · {r.form_name}
            </Link>
            <div className="page-header">
              <h1>{displayName(r)}</h1>
              <div className="row">
                <StatusBadge status={r.status} />
                {r.is_sample_data && <span className="badge badge-blue">{t('sample.badge')}</span>}
                <Button variant="secondary" size="sm" aria-expanded={sharing} onClick={() => setSharing((s) => !s)}>
                  {t('share.open')}
                </Button>
                <Button variant="secondary" size="sm" busy={report.busy === 'employer'} onClick={() => pdf('employer')}>
                  {t('pdf.download')}
                </Button>
                <Button variant="ghost" size="sm" busy={report.busy === 'respondent'} onClick={() => pdf('respondent')}>
                  {t('pdf.downloadFeedback')}
                </Button>
                <DeleteRespondentButton
                  row={r}
                  name={displayName(r)}
                  onDeleted={() => navigate(`/assessments/assessments?id=${encodeURIComponent(assessmentId)}`)}
                />
              </div>
            </div>
            <p className="muted">
              {r.temporary_email ? t('respondents.temporaryEmail') : r.email} ·{' '}
              {formatDate(r.finished_at ?? r.joined_at, locale, true)} ·{' '}
              {t('result.language', { language: RESPONDENT_LOCALE_NAMES[r.lang] })}
              {r.lang !== locale && (
                <>
                  {' · '}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-pressed={theirWording}
                    onClick={() => setTheirWording((v) => !v)}
                  >
                    {theirWording
                      ? t('result.wording.ours')
                      : t('result.wording.theirs', { language: RESPONDENT_LOCALE_NAMES[r.lang] })}
                  </Button>
                </>
              )}
            </p>
          </div>
          {/* Whose answers these are: an address typed on the public link proves nothing until its inbox confirms it. */}
          {r.email_proof === 'unconfirmed' && (
            <Alert tone="info">
              {t('respondents.emailUnconfirmed')}: {t('respondents.emailUnconfirmedHint')}
            </Alert>
          )}
          {r.unconfirmed_attempts > 0 && <Alert tone="info">{t('respondents.unconfirmedAttemptsHint')}</Alert>}
          {report.error && <Alert>{report.error}</Alert>}
          {sharing && (
            <Card className="stack">
              <h2>{t('share.resultTitle')}</h2>
              <SharePanel row={r} />
            </Card>
          )}
        </>
      }
    />
  );
}
