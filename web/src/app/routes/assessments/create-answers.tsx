import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits';
import { useTemplate } from '../../../features/assessments/api/get-template';
import { saveTemplateSection } from '../../../features/assessments/api/save-template-section';
import { useSectionContent } from '../../../features/sections/api/get-section-content';
import { ratedCount, readVtAnswers, setRating } from '../../../features/sections/values-and-traits/answers';
import { RatingsEditor } from '../../../features/sections/values-and-traits/components/ratings-editor';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/** Company answers for values and traits: the standard every candidate is compared with. */
export function CompanyAnswersStep() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const template = useTemplate(id);
  const locale = useLocale();
  const content = useSectionContent('values_and_traits', locale);
  const t = useT();
  const describe = useDescribeError();

  if (!id) return <Navigate to="/assessments/create/name" replace />;
  if (template.error || content.error) return <Alert>{describe(template.error ?? content.error)}</Alert>;
  if (!template.data || !content.data) return <Spinner label={t('common.loading')} />;
  const saved = template.data.company_answers;
  const initial = readVtAnswers(saved.values_and_traits ?? saved);
  return <CompanyAnswersForm key={template.data.id} id={template.data.id} initial={initial} content={content.data} />;
}

function CompanyAnswersForm({ id, initial, content }: { id: string; initial: ValuesAndTraitsAnswers; content: NonNullable<ReturnType<typeof useSectionContent>['data']> }) {
  const t = useT();
  const navigate = useNavigate();
  const describe = useDescribeError();
  const [answers, setAnswers] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save() {
    if (ratedCount(answers.defining_your_values) === 0) return setError(t('wizard.answers.incomplete'));
    setError(undefined);
    setBusy(true);
    try {
      await saveTemplateSection(id, 'values_and_traits', answers);
      navigate(`/assessments/create/review?id=${encodeURIComponent(id)}`);
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <div>
        <h2>{t('wizard.answers.title')}</h2>
        <p className="muted">{t('wizard.answers.subtitle')}</p>
      </div>
      <RatingsEditor content={content} answers={answers} onRate={(part, item, rating) => setAnswers((a) => setRating(a, part, item, rating))} />
      <div className="sticky-actions">
        {error ? <Alert>{error}</Alert> : <span />}
        <Button onClick={save} busy={busy}>
          {t('wizard.answers.save')}
        </Button>
      </div>
    </div>
  );
}
