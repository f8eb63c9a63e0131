import type { SectionContent } from '@shared/routes';
import { localeDirection } from '@shared/i18n/direction';
import { ChoiceGroup } from '../common/choice-group';

/** Statements rated 1 Very inaccurate … 5 Very accurate. */
export function Big5Questions({
  content,
  answers,
  onChange,
  disabled,
  clearable,
  toggle,
}: {
  content: SectionContent;
  answers: Record<string, number>;
  onChange: (id: string, v: number | undefined) => void;
  disabled?: boolean;
  clearable?: boolean;
  toggle?: boolean;
}) {
  const scale = content.scale ?? [];
  return (
    <div className="question-list" lang={content.item_locale} dir={localeDirection(content.item_locale)}>
      {(content.groups.items ?? []).map((item, i) => (
        <ChoiceGroup
          key={item.id}
          layout="scale"
          legend={`${i + 1}. ${item.text}`}
          choices={scale.map((s) => ({ value: s.value, label: s.label }))}
          value={answers[item.id]}
          onChange={(v) => onChange(item.id, v)}
          disabled={disabled}
          clearable={clearable}
          toggle={toggle}
        />
      ))}
    </div>
  );
}
