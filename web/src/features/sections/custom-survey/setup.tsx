import { useState } from 'react';
import { SURVEY_OPTIONS } from '@shared/constants/limits';
import {
  SURVEY_QUESTION_TYPES,
  ZCustomSurveySetup,
  canAddOption,
  canRemoveOption,
} from '@shared/sections/custom-survey/schema';
import type { SetupProps } from '../types';
import { SaveBar } from '../common/save-bar';
import { Button } from '../../../components/ui/button';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import {
  canAddQuestion,
  changeType,
  moveQuestion,
  newId,
  newQuestion,
  readSurvey,
  toSetup,
  type DraftQuestion,
  type DraftSurvey,
} from './builder-model';

/** The survey builder: title, descriptions, and open, single-choice and multiple-choice questions with options. */
export default function CustomSurveySetup({ content, setup, busy, onSave }: SetupProps) {
  const t = useT();
  const locale = useLocale();
  const [survey, setSurvey] = useState<DraftSurvey>(() =>
    readSurvey(setup, content.title ?? '', content.instructions ?? ''),
  );
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<Record<string, string>>({});
  const assessments = content.groups.templates ?? [];
  const update = (id: string, change: (q: DraftQuestion) => DraftQuestion) =>
    setSurvey((s) => ({ ...s, questions: s.questions.map((q) => (q.id === id ? change(q) : q)) }));
  const bounds = { min: SURVEY_OPTIONS.min, max: SURVEY_OPTIONS.max };

  function save() {
    const parsed = ZCustomSurveySetup.safeParse(toSetup(survey));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.message ?? 'VALIDATION_FAILED';
      const where =
        issue?.path[0] === 'questions' && typeof issue.path[1] === 'number'
          ? `${t('survey.question')} ${issue.path[1] + 1}: `
          : '';
      const known = ['SURVEY_OPTIONS_MIN', 'SURVEY_OPTIONS_MAX'].includes(code)
        ? errorText(code, locale, bounds)
        : survey.questions.length === 0
          ? t('survey.needQuestion')
          : t('survey.fixFields');
      return setProblem(where + known);
    }
    setProblem(undefined);
    void onSave(parsed.data, {});
  }

  return (
    <div className="stack">
      <div className="card stack">
        <label className="field">
          <span className="field-label">{t('survey.title')}</span>
          <input
            className="input"
            value={survey.title}
            maxLength={300}
            onChange={(e) => setSurvey((s) => ({ ...s, title: e.target.value }))}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('survey.shortDescription')}</span>
          <input
            className="input"
            value={survey.short_description}
            maxLength={500}
            onChange={(e) => setSurvey((s) => ({ ...s, short_description: e.target.value }))}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('survey.description')}</span>
          <textarea
            className="input"
            rows={3}
            maxLength={2000}
            value={survey.description}
            onChange={(e) => setSurvey((s) => ({ ...s, description: e.target.value }))}
          />
        </label>
      </div>
      {survey.questions.map((q, index) => (
        <fieldset key={q.id} className="card stack" aria-label={`${t('survey.question')} ${index + 1}`}>
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <strong>{`${t('survey.question')} ${index + 1}`}</strong>
            <span className="row">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => setSurvey((s) => moveQuestion(s, index, -1))}
                aria-label={t('survey.moveUp')}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === survey.questions.length - 1}
                onClick={() => setSurvey((s) => moveQuestion(s, index, 1))}
                aria-label={t('survey.moveDown')}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSurvey((s) => ({ ...s, questions: s.questions.filter((x) => x.id !== q.id) }))}
              >
                {t('survey.remove')}
              </Button>
            </span>
          </div>
          <label className="field">
            <span className="field-label">{t('survey.type')}</span>
            <select
              className="input"
              value={q.type}
              onChange={(e) => update(q.id, (x) => changeType(x, e.target.value as DraftQuestion['type']))}
            >
              {SURVEY_QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`survey.type.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('survey.headline')}</span>
            <input
              className="input"
              value={q.headline}
              maxLength={1000}
              onChange={(e) => update(q.id, (x) => ({ ...x, headline: e.target.value }))}
            />
          </label>
          <label className="field">
            <span className="field-label">
              {t('survey.questionDescription')} <span className="muted small">({t('common.optional')})</span>
            </span>
            <input
              className="input"
              value={q.description}
              maxLength={2000}
              onChange={(e) => update(q.id, (x) => ({ ...x, description: e.target.value }))}
            />
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={q.required}
              onChange={(e) => update(q.id, (x) => ({ ...x, required: e.target.checked }))}
            />
            <span>{t('survey.required')}</span>
          </label>
          {q.type !== 'open-ended' && (
            <div className="stack" role="group" aria-label={t('survey.options')}>
              <span className="field-label">
                {t('survey.options')} <span className="muted small">· {t('survey.correctHint')}</span>
              </span>
              {q.options.map((o, oi) => (
                <div key={o.id} className="row">
                  <input
                    type={q.type === 'multiple-choice' ? 'radio' : 'checkbox'}
                    name={`correct-${q.id}`}
                    checked={q.correct.includes(o.id)}
                    aria-label={t('survey.correct', { n: oi + 1 })}
                    onChange={(e) =>
                      update(q.id, (x) => ({
                        ...x,
                        correct:
                          x.type === 'multiple-choice'
                            ? [o.id]
                            : e.target.checked
                              ? [...x.correct, o.id]
                              : x.correct.filter((id) => id !== o.id),
                      }))
                    }
                    onClick={() =>
                      q.type === 'multiple-choice' &&
                      q.correct.includes(o.id) &&
                      update(q.id, (x) => ({ ...x, correct: [] }))
                    }
                  />
                  <input
                    className="input"
                    style={{ flex: 1 }}
                    value={o.label}
                    maxLength={300}
                    aria-label={t('survey.option', { n: oi + 1 })}
                    onChange={(e) =>
                      update(q.id, (x) => ({
                        ...x,
                        options: x.options.map((y) => (y.id === o.id ? { ...y, label: e.target.value } : y)),
                      }))
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('survey.removeOption', { n: oi + 1 })}
                    onClick={() => {
                      if (!canRemoveOption(q.options.length))
                        return setNotice((n) => ({ ...n, [q.id]: errorText('SURVEY_OPTIONS_MIN', locale, bounds) }));
                      setNotice((n) => ({ ...n, [q.id]: '' }));
                      update(q.id, (x) => ({
                        ...x,
                        options: x.options.filter((y) => y.id !== o.id),
                        correct: x.correct.filter((id) => id !== o.id),
                      }));
                    }}
                  >
                    ✕
                  </Button>
                </div>
              ))}
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    if (!canAddOption(q.options.length))
                      return setNotice((n) => ({ ...n, [q.id]: errorText('SURVEY_OPTIONS_MAX', locale, bounds) }));
                    setNotice((n) => ({ ...n, [q.id]: '' }));
                    update(q.id, (x) => ({ ...x, options: [...x.options, { id: newId('o'), label: '' }] }));
                  }}
                >
                  {t('survey.addOption')}
                </Button>
              </div>
              {notice[q.id] && (
                <p className="field-error" role="alert">
                  {notice[q.id]}
                </p>
              )}
            </div>
          )}
        </fieldset>
      ))}
      <div className="row">
        <Button
          variant="secondary"
          disabled={!canAddQuestion(survey)}
          onClick={() => setSurvey((s) => ({ ...s, questions: [...s.questions, newQuestion()] }))}
        >
          {t('survey.addQuestion')}
        </Button>
        {assessments.length > 0 && (
          <select
            className="input"
            style={{ maxWidth: '22rem' }}
            value=""
            aria-label={t('survey.addSuggested')}
            onChange={(e) => {
              const tpl = assessments.find((x) => x.id === e.target.value);
              if (tpl && canAddQuestion(survey))
                setSurvey((s) => ({
                  ...s,
                  questions: [
                    ...s.questions,
                    newQuestion(
                      (tpl.type as DraftQuestion['type']) ?? 'open-ended',
                      tpl.text,
                      (tpl.options ?? []).map((o) => o.text),
                    ),
                  ],
                }));
              // Back to its prompt whether or not a question was added (nothing renders again when none was).
              e.currentTarget.value = '';
            }}
          >
            <option value="">{t('survey.addSuggested')}</option>
            {assessments.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.text}
              </option>
            ))}
          </select>
        )}
      </div>
      <SaveBar status={t('survey.count', { n: survey.questions.length })} problem={problem} busy={busy} onSave={save} />
    </div>
  );
}
