import { useState } from 'react';
import { needsTranslation } from '@shared/results/open-answers';
import type { AnswerTranslation, RespondentResult } from '@shared/routes';
import type { SectionKind } from '@shared/sections/kinds';
import { RESPONDENT_LOCALE_NAMES, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { useSectionContent } from '../../sections';
import { Alert } from '../../../components/ui/feedback';
import { Button } from '../../../components/ui/button';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import { translateOpenAnswers } from '../api/translate-open-answers';

type OpenAnswer = NonNullable<RespondentResult['open_answers']>[number];

/** Where the employer's page may translate: the respondent's ids. */
export interface TranslationTarget {
  templateId: string;
  candidateId: string;
}

/** One respondent's translation, shared by every section's block: asked for once, shown wherever it belongs. */
export function useAnswerTranslation(target: TranslationTarget | undefined) {
  const [state, setState] = useState<{
    busy: boolean;
    data: AnswerTranslation | null;
    error: unknown;
    /** The section whose button was pressed: its block shows the progress and any error. */
    from: SectionKind | null;
  }>({ busy: false, data: null, error: null, from: null });
  const run = async (from: SectionKind) => {
    if (!target || state.busy) return;
    setState({ busy: true, data: null, error: null, from });
    try {
      setState({ busy: false, data: await translateOpenAnswers(target), error: null, from });
    } catch (error) {
      setState({ busy: false, data: null, error, from });
    }
  };
  return { ...state, run };
}
export type AnswerTranslationState = ReturnType<typeof useAnswerTranslation>;

const promptText = (prompts: readonly { id: string; text: string }[] | undefined, id: string | undefined) =>
  prompts?.find((p) => p.id === id)?.text ?? id ?? '';

function surveyHeadline(setup: Record<string, unknown>, id: string | undefined): string {
  const questions = (setup.custom_survey as { questions?: { id?: unknown; headline?: unknown }[] } | undefined)
    ?.questions;
  const found = Array.isArray(questions) ? questions.find((q) => q.id === id) : undefined;
  return typeof found?.headline === 'string' ? found.headline : (id ?? '');
}

/**
 * A section's open answers (issue 27 §1): written answers as the respondent wrote them (the survey's and comments
 * are shown above, in the section's own view), and, on the employer's page when the respondent answered in another
 * language, a "Translate into <language>" button; the translation appears beneath, labelled as a machine
 * translation, the original kept in view.
 */
export function OpenAnswers({
  section,
  answers,
  setup,
  translation,
  lang,
}: {
  section: SectionKind;
  answers: readonly OpenAnswer[];
  setup: Record<string, unknown>;
  /** The employer's page only: the translation shared by the sections. */
  translation?: AnswerTranslationState;
  /** The language the respondent answered in. */
  lang?: RespondentLocale;
}) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const content = useSectionContent(section === 'human_skills' ? 'human_skills' : null, locale);
  const mine = answers.filter((a) => a.section === section);
  if (mine.length === 0) return null;
  const prompts = content.data?.groups.prompts;
  const written = mine.filter((a) => a.kind === 'written');
  const offered = !!translation && !!lang && needsTranslation(lang, locale);
  const here = translation?.from === section;
  const translated = new Map((translation?.data?.items ?? []).map((i) => [i.key, i.text]));
  const shown = mine.filter((a) => translated.has(a.key));
  const labelOf = (a: OpenAnswer) =>
    a.kind === 'written'
      ? promptText(prompts, a.item)
      : a.kind === 'survey'
        ? surveyHeadline(setup, a.item)
        : t('result.comment');
  return (
    <div className="stack open-answers" data-testid={`open-answers-${section}`}>
      {written.length > 0 && (
        <>
          <h3>{t('result.writtenAnswers')}</h3>
          {written.map((a) => (
            <div key={a.key} className="stack" style={{ gap: '0.25rem' }}>
              <strong>{labelOf(a)}</strong>
              <p className="answer-text" lang={lang}>
                {a.text}
              </p>
            </div>
          ))}
        </>
      )}
      {offered && lang && (
        <p className="muted small" style={{ margin: 0 }}>
          {t('result.answeredIn', { language: RESPONDENT_LOCALE_NAMES[lang] })}
        </p>
      )}
      {offered && translation && !translation.data && (
        <div>
          <Button variant="secondary" size="sm" busy={translation.busy} onClick={() => void translation.run(section)}>
            {translation.busy && here ? t('result.translating') : t('result.translate')}
          </Button>
        </div>
      )}
      {here && translation?.error != null && <Alert>{describe(translation.error)}</Alert>}
      {shown.length > 0 && translation?.data && (
        <div className="stack machine-translation" data-testid={`translation-${section}`} lang={locale}>
          <p style={{ margin: 0 }}>
            <span className={`badge ${translation.data.offline ? 'badge-yellow' : 'badge-blue'}`}>
              {translation.data.offline ? t('result.translationOffline') : t('result.machineTranslation')}
            </span>
          </p>
          {shown.map((a) => (
            <div key={a.key} className="stack" style={{ gap: '0.25rem' }}>
              <strong>{labelOf(a)}</strong>
              <p className="answer-text">{translated.get(a.key)}</p>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
