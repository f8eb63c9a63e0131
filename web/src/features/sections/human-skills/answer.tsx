import { HUMAN_SKILLS_ANSWER_MAX_LENGTH } from '@shared/sections/human-skills/answer-length';
import type { AnswerProps } from '../types';
import { isString, readChoiceMap, setChoice } from '../common/answer-maps';
import { useT } from '../../../lib/i18n/use-t';

export const wordCount = (text: string) => (text.trim() === '' ? 0 : text.trim().split(/\s+/).length);

/** One written answer per question, with the suggested length and a running word count. */
export default function HumanSkillsAnswer({ content, answers, onChange, disabled }: AnswerProps) {
  const t = useT();
  const current = readChoiceMap(answers, isString);
  const skills = new Map((content.groups.skills ?? []).map((s) => [s.id, s.text]));
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      {(content.groups.prompts ?? []).map((p, i) => {
        const text = current[p.id] ?? '';
        const id = `hs-${p.id}`;
        return (
          <div key={p.id} className="field card">
            <p className="eyebrow">{skills.get(p.type ?? '') ?? ''}</p>
            <label className="field-label" htmlFor={id}>{`${i + 1}. ${p.text}`}</label>
            <textarea
              id={id}
              className="input"
              rows={8}
              maxLength={HUMAN_SKILLS_ANSWER_MAX_LENGTH}
              value={text}
              disabled={disabled}
              aria-describedby={`${id}-count`}
              onChange={(e) => {
                const value = e.target.value;
                onChange((a) => setChoice(readChoiceMap(a, isString), p.id, value === '' ? undefined : value));
              }}
            />
            <span id={`${id}-count`} className="field-hint">
              {t('hs.words', { n: wordCount(text), min: p.words?.min ?? 0, max: p.words?.max ?? 0 })}
            </span>
          </div>
        );
      })}
    </div>
  );
}
