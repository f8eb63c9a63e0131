import type { SectionContent } from '@shared/routes';
import { ChoiceGroup } from '../common/choice-group';

/** The nine situations, each answered with one of three responses. */
export function WorkStyleQuestions({
  content,
  answers,
  onChange,
  disabled,
}: {
  content: SectionContent;
  answers: Record<string, string>;
  onChange: (id: string, value: string | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <div className="question-list">
      {(content.groups.scenarios ?? []).map((s, i) => (
        <ChoiceGroup
          key={s.id}
          legend={`${i + 1}. ${s.text}`}
          choices={(s.options ?? []).map((o) => ({ value: o.id, label: o.text }))}
          value={answers[s.id]}
          onChange={(v) => onChange(s.id, v)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
