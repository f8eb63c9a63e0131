import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { createTemplate } from '../../../features/assessments/api/create-template';
import { NameStepForm } from '../../../features/assessments/components/name-step-form';
import { SectionsStepForm } from '../../../features/assessments/components/sections-step-form';
import { useWizardDraft } from '../../../features/assessments/components/wizard-draft';
import { WIZARD_STEPS, WizardSteps, type WizardStep } from '../../../features/assessments/components/wizard-steps';
import { SECTION_CHOICES } from '../../../features/sections/registry';
import { useDescribeError } from '../../../lib/error-text';
import { getLocale } from '../../../lib/i18n/locale-store';
import { useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { CompanyAnswersStep } from './create-answers';
import { ReviewStep } from './create-review';

const isStep = (s: string | undefined): s is WizardStep => (WIZARD_STEPS as readonly string[]).includes(s ?? '');

/** /assessments/create/{step}: name -> sections (creates the draft) -> company answers -> review and publish. */
export function CreateAssessmentRoute() {
  const t = useT();
  const { step } = useParams();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const session = readSession();
  const { draft, update, clear } = useWizardDraft(session.kind === 'ok' ? session.record.typeOfOrg : '');
  const [createError, setCreateError] = useState<string>();

  if (!isStep(step)) return <Navigate to="/assessments/create/name" replace />;
  if (step === 'sections' && !draft.form_name.trim()) return <Navigate to="/assessments/create/name" replace />;

  async function create() {
    setCreateError(undefined);
    try {
      const template = await createTemplate({ ...draft, languages_required: [getLocale()] });
      clear();
      navigate(`/assessments/create/answers?id=${encodeURIComponent(template.id)}`);
    } catch (error) {
      setCreateError(describe(error));
    }
  }

  return (
    <>
      <div className="page-header">
        <h1>{t('wizard.title')}</h1>
      </div>
      <WizardSteps current={step} />
      {step === 'name' && <NameStepForm draft={draft} onChange={update} onNext={() => navigate('/assessments/create/sections')} />}
      {step === 'sections' && (
        <SectionsStepForm
          choices={SECTION_CHOICES}
          selected={draft.sections}
          onChange={(sections) => update({ sections })}
          onBack={() => navigate('/assessments/create/name')}
          onCreate={create}
          error={createError}
        />
      )}
      {step === 'answers' && <CompanyAnswersStep />}
      {step === 'review' && <ReviewStep />}
    </>
  );
}
