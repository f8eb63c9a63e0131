import { SURVEY_OPEN_ANSWER_MAX_LENGTH as OPEN_ENDED_MAX_LENGTH } from '@shared/constants/limits';
import type { AnswerProps } from '../types';
import { ChoiceGroup } from '../common/choice-group';
import { setChoice } from '../common/answer-maps';
import { useT } from '../../../lib/i18n/use-t';

type SurveyAnswers = Record<string, string | string[]>;

export function readSurveyAnswers(value: unknown): SurveyAnswers {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
    ),
  ) as SurveyAnswers;
}

/** The company's own questions: open text, one choice, or several choices. */
export default function CustomSurveyAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  const t = useT();
  const current = readSurveyAnswers(answers);
  const set = (id: string, v: string | string[] | undefined) =>
    onChange((a) =>
      setChoice(readSurveyAnswers(a), id, v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v),
    );
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      <div className="question-list">
        {(content.groups.questions ?? []).map((q, i) => {
          const legend = (
            <>
              {`${i + 1}. ${q.text}`}
              {q.optional && <span className="muted small"> ({t('common.optional')})</span>}
              {q.description && (
                <span className="muted small" style={{ display: 'block', fontWeight: 400 }}>
                  {q.description}
                </span>
              )}
            </>
          );
          if (q.type === 'multiple-choice') {
            const v = current[q.id];
            return (
              <ChoiceGroup
                key={q.id}
                legend={legend}
                choices={(q.options ?? []).map((o) => ({ value: o.id, label: o.text }))}
                value={typeof v === 'string' ? v : undefined}
                onChange={(x) => set(q.id, x)}
                disabled={disabled}
                clearable
              />
            );
          }
          if (q.type === 'multiple-select') {
            const chosen = Array.isArray(current[q.id]) ? (current[q.id] as string[]) : [];
            return (
              <fieldset key={q.id} className="choice-group" data-answered={chosen.length > 0} disabled={disabled}>
                <legend className="choice-legend">{legend}</legend>
                <div className="choice-options" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
                  {(q.options ?? []).map((o) => (
                    <label key={o.id} className="checkbox">
                      <input
                        type="checkbox"
                        checked={chosen.includes(o.id)}
                        onChange={(e) =>
                          set(q.id, e.target.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id))
                        }
                      />
                      <span>{o.text}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          }
          const id = `cs-${q.id}`;
          const v = current[q.id];
          return (
            <div key={q.id} className="field choice-group">
              <label className="choice-legend" htmlFor={id}>
                {legend}
              </label>
              <textarea
                id={id}
                className="input"
                rows={4}
                maxLength={OPEN_ENDED_MAX_LENGTH}
                disabled={disabled}
                value={typeof v === 'string' ? v : ''}
                onChange={(e) => set(q.id, e.target.value)}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
