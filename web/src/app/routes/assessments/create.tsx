import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AssessmentDetail } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { createTemplate } from '../../../features/assessments/api/create-template';
import { useAssessment } from '../../../features/assessments/api/get-template';
import { updateTemplate } from '../../../features/assessments/api/lifecycle';
import { NameStepForm } from '../../../features/assessments/components/name-step-form';
import { SectionsStepForm } from '../../../features/assessments/components/sections-step-form';
import { AiSetupPanel } from '../../../features/assessments/components/ai-setup-panel';
import { draftOf, emptyDraft, useWizardDraft } from '../../../features/assessments/components/wizard-draft';
import { WIZARD_STEPS, WizardSteps, type WizardStep } from '../../../features/assessments/components/wizard-steps';
import { SECTION_CHOICES } from '../../../features/sections/registry';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { readSession } from '../../../lib/session';
import { CompanyAnswersStep } from './create-answers';
import { CreateTourStep, useCreateTour } from '../../../features/accounts/tour/guided-tours';
import { ReviewStep } from './create-review';
import { useMyTeams } from '../../../features/teams/api/teams';

const isStep = (s: string | undefined): s is WizardStep => (WIZARD_STEPS as readonly string[]).includes(s ?? '');
const stepPath = (step: WizardStep, id: string) => `/assessments/create/${step}?id=${encodeURIComponent(id)}`;

/**
 * /assessments/create/{step}?id=: name and details -> sections -> company answers -> review and publish.
 * The draft is on the server from the end of the first step, so a reload, another device or My Assessments
 * resumes it; the same steps edit a published assessment (Edit in the row menu).
 */
export function CreateAssessmentRoute() {
  const t = useT();
  const locale = useLocale();
  const { step } = useParams();
  const [search] = useSearchParams();
  const id = search.get('id');
  const describe = useDescribeError();
  const assessment = useAssessment(id);

  if (!isStep(step)) return <Navigate to="/assessments/create/name" replace />;
  if (step !== 'name' && !id) return <Navigate to="/assessments/create/name" replace />;
  if (id && assessment.error) {
    // Another account's assessment (or none): the spec's no-permission message, under the page's own heading.
    const refused = assessment.error.status === 403 || assessment.error.status === 404;
    return (
      <div className="stack">
        <h1>{t('wizard.title')}</h1>
        <Alert>{refused ? errorText('NO_PERMISSION', locale) : describe(assessment.error)}</Alert>
      </div>
    );
  }
  if (id && !assessment.data) return <Spinner label={t('common.loading')} />;
  const tpl = assessment.data;

  return (
    <>
      <div className="page-header">
        <h1>{tpl?.status === 'published' ? tpl.form_name : t('wizard.title')}</h1>
      </div>
      <WizardSteps current={step} />
      {tpl?.status === 'published' && <Alert tone="info">{t('wizard.editing')}</Alert>}
      {step === 'name' && <DetailsStep key={tpl?.id ?? 'new'} template={tpl} />}
      {step === 'sections' && tpl && <SectionsStep key={tpl.id} template={tpl} />}
      {step === 'answers' && <CompanyAnswersStep />}
      {step === 'review' && <ReviewStep />}
    </>
  );
}

function DetailsStep({ template }: { template: AssessmentDetail | undefined }) {
  const navigate = useNavigate();
  const describe = useDescribeError();
  const session = readSession();
  const initial = template ? draftOf(template) : emptyDraft(session.kind === 'ok' ? session.record.typeOfOrg : '');
  const { draft, update, clear } = useWizardDraft(initial, !template);
  const [error, setError] = useState<string>();
  const tour = useCreateTour();
  // spec part 1 §2 team access: chosen when the draft is created; the server checks the user is an active member.
  const { data: myTeams } = useMyTeams(!template);
  const [teamId, setTeamId] = useState('');
  const teams = myTeams?.items.filter((x) => !x.personal) ?? [];

  async function next() {
    setError(undefined);
    try {
      const { sections: _sections, ...details } = draft;
      // spec part 1 §3 is_created_by_guided_tour: a new draft made while the create tour runs is the tour's.
      const saved = template
        ? await updateTemplate(template.id, details)
        : await createTemplate({ ...draft, via_tour: tour.active, ...(teamId ? { team_id: teamId } : {}) });
      clear();
      navigate(stepPath('sections', saved.id), { replace: !template });
    } catch (err) {
      setError(describe(err));
    }
  }

  return (
    <>
      <CreateTourStep step={1} template={template} />
      <NameStepForm
        draft={draft}
        onChange={update}
        onNext={next}
        error={error}
        teamAccess={template ? undefined : { teams, value: teamId, onChange: setTeamId }}
      />
    </>
  );
}

function SectionsStep({ template }: { template: AssessmentDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [selected, setSelected] = useState<SectionKind[]>(template.sections);
  const [error, setError] = useState<string>();
  const locked = template.status === 'published' && (template.candidate_total > 0 || template.is_started_test);

  async function save() {
    setError(undefined);
    try {
      if (!locked) await updateTemplate(template.id, { sections: selected });
      navigate(stepPath('answers', template.id));
    } catch (err) {
      setError(describe(err));
    }
  }

  return (
    <>
      {locked && <Alert tone="info">{t('wizard.sectionsLocked')}</Alert>}
      {/* spec part 1 §2: AI-assisted or manual setup; the AI's sections arrive in Pending Review on the next step. */}
      {template.status === 'draft' && (
        <AiSetupPanel template={template} onDone={() => navigate(stepPath('answers', template.id))} />
      )}
      <CreateTourStep step={2} template={template} />
      <SectionsStepForm
        choices={SECTION_CHOICES}
        locked={locked}
        selected={selected}
        onChange={setSelected}
        onBack={() => navigate(stepPath('name', template.id))}
        onCreate={save}
        error={error}
      />
    </>
  );
}
