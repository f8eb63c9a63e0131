import type { SectionContent } from '@shared/routes';
import { ChoiceGroup } from '../common/choice-group';

/** Scenarios rated on the 0 Acceptable … 4 Zero Tolerance Policy scale (spec part 2 §9.4). */
export function BehaviorQuestions({
  content,
  answers,
  onChange,
  disabled,
  only,
  toggle,
  clearable,
}: {
  content: SectionContent;
  answers: Record<string, number>;
  onChange: (id: string, value: number | undefined) => void;
  disabled?: boolean | undefined;
  only?: ReadonlySet<string> | undefined;
  toggle?: boolean;
  clearable?: boolean;
}) {
  const scale = content.scale ?? [];
  return (
    <div className="question-list">
      {(content.groups.scenarios ?? [])
        .filter((s) => !only || only.has(s.id))
        .map((s, i) => (
          <ChoiceGroup
            key={s.id}
            layout="scale"
            legend={`${i + 1}. ${s.text}`}
            choices={scale.map((level) => ({ value: level.value, label: level.label }))}
            value={answers[s.id]}
            onChange={(v) => onChange(s.id, v)}
            disabled={disabled}
            toggle={toggle}
            clearable={clearable}
          />
        ))}
    </div>
  );
}
