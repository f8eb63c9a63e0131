import { Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AssessmentDetail } from '@shared/routes';
import { ZSectionKind, type SectionKind } from '@shared/sections/kinds-schema';
import { useMe } from '../../../features/accounts/api/get-me';
import { useAssessment } from '../../../features/assessments/api/get-template';
import { useAssessments } from '../../../features/assessments/api/get-templates';
import { saveTemplateSection } from '../../../features/assessments/api/save-template-section';
import { acceptAiSuggestion } from '../../../features/assessments/api/ai-setup';
import { AiReviewBanner } from '../../../features/assessments/components/ai-review-banner';
import { useSectionContent } from '../../../features/sections/api/get-section-content';
import { SECTION_SCREENS, sectionMinutes } from '../../../features/sections/registry';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { sectionNameKey } from '../../../lib/section-names';

const path = (id: string, section?: SectionKind) =>
  `/assessments/create/answers?id=${encodeURIComponent(id)}${section ? `&section=${section}` : ''}`;

/** Wizard step 3: every section with its setup state (spec part 1 §4), and each section's own setup screen. */
export function CompanyAnswersStep() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const section = ZSectionKind.safeParse(search.get('section'));
  const assessment = useAssessment(id);
  const t = useT();
  const describe = useDescribeError();

  if (!id) return <Navigate to="/assessments/create/name" replace />;
  if (assessment.error) return <Alert>{describe(assessment.error)}</Alert>;
  if (!assessment.data) return <Spinner label={t('common.loading')} />;
  if (section.success && assessment.data.sections.includes(section.data))
    return <SectionSetup key={section.data} template={assessment.data} kind={section.data} />;
  return <SetupList template={assessment.data} />;
}

const STATE_BADGE = {
  setup_required: 'badge-red',
  resume_setup: 'badge-yellow',
  pending_review: 'badge-blue',
  completed: 'badge-green',
} as const;

function SetupList({ template }: { template: AssessmentDetail }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const done = template.sections.every((k) => template.section_status[k] === 'completed');
  // spec part 1 §4: AI suggestions wait in Pending Review until accepted or edited.
  const pending = template.sections.some((k) => template.section_status[k] === 'pending_review');
  return (
    <div className="stack">
      <div>
        <h2>{t('wizard.answers.title')}</h2>
        <p className="muted">{t('setup.list.subtitle')}</p>
      </div>
      {pending && <Alert tone="info">{t('aiSetup.pendingNote')}</Alert>}
      <ul className="setup-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {template.sections.map((kind) => {
          const state = template.section_status[kind] ?? 'setup_required';
          return (
            <li key={kind} className="setup-row">
              <span>
                <strong>{t(sectionNameKey(kind))}</strong>{' '}
                <span className="muted small">
                  · {t('wizard.sections.minutes', { minutes: sectionMinutes(kind, template.extra_time) })}
                </span>
              </span>
              <span className="row">
                <span className={`badge ${STATE_BADGE[state]}`}>{t(`setup.state.${state}`)}</span>
                <Link
                  className={`btn btn-sm ${state === 'completed' ? 'btn-secondary' : 'btn-primary'}`}
                  to={path(template.id, kind)}
                >
                  {t(`setup.action.${state}`)}
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="sticky-actions">
        {problem ? <Alert>{problem}</Alert> : <span />}
        <Button
          onClick={() =>
            done
              ? navigate(`/assessments/create/review?id=${encodeURIComponent(template.id)}`)
              : setProblem(errorText(pending ? 'AI_SETUP_PENDING_REVIEW' : 'SETUP_INCOMPLETE', locale))
          }
        >
          {t('wizard.answers.save')}
        </Button>
      </div>
    </div>
  );
}

/** One section's setup: resumable (what is stored loads), restartable (start over) and copyable from another assessment. */
function SectionSetup({ template, kind }: { template: AssessmentDetail; kind: SectionKind }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const content = useSectionContent(kind, locale);
  // My account → Core values: a first setup of values and traits starts from them (spec part 1 §3).
  const me = useMe();
  const others = useAssessments();
  const [start, setStart] = useState<{ n: number; setup: unknown; company: unknown }>({
    n: 0,
    setup: template.setup[kind],
    company: template.company_answers[kind],
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [copying, setCopying] = useState(false);
  const { Setup } = SECTION_SCREENS[kind];
  const sources = (others.data?.items ?? []).filter((x) => x.id !== template.id && x.sections.includes(kind));
  const suggestion = template.ai_setup[kind]?.pending_review ? template.ai_setup[kind] : undefined;

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      await acceptAiSuggestion(template.id, kind);
      navigate(path(template.id));
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  async function save(setup: unknown, company: unknown) {
    setBusy(true);
    setError(undefined);
    try {
      await saveTemplateSection(template.id, kind, company, setup);
      navigate(path(template.id));
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  async function copyFrom(sourceId: string) {
    if (!sourceId) return;
    setCopying(true);
    setError(undefined);
    try {
      const source = await api('getTemplate', { params: { id: sourceId } });
      setStart((s) => ({ n: s.n + 1, setup: source.setup[kind], company: source.company_answers[kind] }));
    } catch (err) {
      setError(describe(err));
    } finally {
      setCopying(false);
    }
  }

  return (
    <div className="stack">
      <Link className="breadcrumb" to={path(template.id)}>
        ← {t('setup.back')}
      </Link>
      <div className="page-header">
        <h2>{t(sectionNameKey(kind))}</h2>
        <span className="row">
          {sources.length > 0 && (
            <select
              className="input input-sm"
              style={{ width: 'auto' }}
              value=""
              disabled={copying}
              aria-label={t('setup.copyFrom')}
              onChange={(e) => void copyFrom(e.target.value)}
            >
              <option value="">{t('setup.copyFrom')}</option>
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.form_name}
                </option>
              ))}
            </select>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setStart((s) => ({ n: s.n + 1, setup: undefined, company: undefined }))}
          >
            {t('setup.restart')}
          </Button>
        </span>
      </div>
      {error && <Alert>{error}</Alert>}
      {suggestion && <AiReviewBanner setup={suggestion} busy={busy} onAccept={() => void accept()} />}
      {content.error && <Alert>{describe(content.error)}</Alert>}
      {!content.data || (!me.data && !me.error) ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <Card>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Setup
              key={start.n}
              content={content.data}
              setup={start.setup}
              company={start.company}
              busy={busy}
              onSave={save}
              coreValues={me.data?.coreValues}
            />
          </Suspense>
        </Card>
      )}
    </div>
  );
}
