import { useState } from 'react';
import { ORGANIZATION_TYPE_OPTIONS, optionLabel } from '@shared/accounts/options';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { publishTemplate } from '../../../features/assessments/api/publish-template';
import { useAssessment } from '../../../features/assessments/api/get-template';
import { detailsPath } from '../../../features/assessments/components/assessments-table';
import { sectionMinutes } from '../../../features/sections/registry';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';
import { mutate } from 'swr';
import { meKey } from '../../../features/accounts/api/get-me';
import { CreateTourStep } from '../../../features/accounts/tour/guided-tours';
import { TranslationStatesList } from '../../../features/assessments/components/translation-states-list';

/** Review the details and the company's answers, then publish. */
export function ReviewStep() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const assessment = useAssessment(id);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!id) return <Navigate to="/assessments/create/name" replace />;
  if (assessment.error) return <Alert>{describe(assessment.error)}</Alert>;
  if (!assessment.data) return <Spinner label={t('common.loading')} />;
  const tpl = assessment.data;
  const total = tpl.sections.reduce((sum, kind) => sum + sectionMinutes(kind, tpl.extra_time), 0);

  async function publish() {
    setBusy(true);
    setError(undefined);
    try {
      await publishTemplate(tpl.id);
      // Publishing the tour's draft ends the create tour and starts the invite tour: read the flags again.
      if (tpl.is_created_by_guided_tour) await mutate(meKey);
      navigate(detailsPath(tpl.id), { replace: true });
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h2>{t('wizard.review.title')}</h2>
      <CreateTourStep step={3} template={tpl} />
      {error && <Alert>{error}</Alert>}
      <Card>
        <h3>{t('wizard.review.details')}</h3>
        <dl className="summary-list">
          <dt>{t('wizard.name')}</dt>
          <dd>{tpl.form_name}</dd>
          <dt>{t('wizard.role')}</dt>
          <dd>{tpl.role || '—'}</dd>
          <dt>{t('auth.info.typeOfOrg')}</dt>
          <dd>{tpl.type_of_org ? optionLabel(ORGANIZATION_TYPE_OPTIONS, tpl.type_of_org, locale) : '—'}</dd>
          <dt>{t('wizard.objective')}</dt>
          <dd>{t(`wizard.objective.${tpl.objective}`)}</dd>
          <dt>{t('wizard.extraTime')}</dt>
          <dd>{tpl.extra_time}</dd>
        </dl>
      </Card>
      <Card>
        <h3>{t('wizard.review.sections')}</h3>
        <ul className="setup-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tpl.sections.map((kind) => {
            const state = tpl.section_status[kind] ?? 'setup_required';
            return (
              <li key={kind} className="setup-row">
                <span>
                  <strong>{t(sectionNameKey(kind))}</strong>{' '}
                  <span className="muted small">
                    · {t('wizard.sections.minutes', { minutes: sectionMinutes(kind, tpl.extra_time) })}
                  </span>
                </span>
                <span
                  className={`badge ${state === 'completed' ? 'badge-green' : state === 'resume_setup' ? 'badge-yellow' : state === 'pending_review' ? 'badge-blue' : 'badge-red'}`}
                >
                  {t(`setup.state.${state}`)}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="muted small">{t('wizard.review.totalTime', { minutes: total, n: tpl.sections.length })}</p>
      </Card>
      {tpl.languages_required.some((l) => l !== 'en') && tpl.sections.length > 0 && (
        <Card>
          <h3>{t('wizard.translation.title')}</h3>
          <TranslationStatesList sections={tpl.sections} languages={tpl.languages_required} />
        </Card>
      )}
      <div className="wizard-actions">
        <Link className="btn btn-secondary" to={`/assessments/create/answers?id=${encodeURIComponent(tpl.id)}`}>
          {t('wizard.review.edit')}
        </Link>
        {tpl.status === 'published' ? (
          <Link className="btn btn-primary" to={detailsPath(tpl.id)}>
            {t('details.back')}
          </Link>
        ) : (
          <Button onClick={publish} busy={busy} data-tour="publish">
            {t('wizard.review.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
