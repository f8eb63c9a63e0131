import { memo } from 'react';
import type { SectionContent } from '@shared/routes';
import type { AnswerProps } from '../types';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { Big5Questions } from './questions';
import { CHOICE_CHANGE } from '../common/choice-group';
import { useT } from '../../../lib/i18n/use-t';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { nativeLanguageName } from './language-name';
import { localeDirection } from '@shared/i18n/direction';

/** The statements in the respondent's chosen item language (any of the pack's), with the scale in the respondent's language. */
export default function Big5Answer({ content, answers, onChange, disabled, onItemLocale }: AnswerProps) {
  const locales = content.item_locales ?? [];
  const onAnswer = useStableCallback((id: string, v: number | undefined) =>
    onChange((current) => setChoice(readChoiceMap(current, isNumber), id, v), CHOICE_CHANGE),
  );
  const onLocale = useStableCallback((itemLocale: string) => onItemLocale?.(itemLocale));
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      {locales.length > 1 && onItemLocale && (
        <ItemLanguage locales={locales} value={content.item_locale} onChange={onLocale} />
      )}
      <Big5Questions
        content={content}
        answers={readChoiceMap(answers, isNumber)}
        disabled={disabled}
        clearable
        onChange={onAnswer}
      />
    </div>
  );
}

/**
 * The statements' language, each named in its own language. Memoised: answering a statement does not build the list
 * of 36 languages again.
 */
const ItemLanguage = memo(function ItemLanguage({
  locales,
  value,
  onChange,
}: {
  locales: NonNullable<SectionContent['item_locales']>;
  value: string | undefined;
  onChange: (itemLocale: string) => void;
}) {
  const t = useT();
  return (
    <label className="field" style={{ maxWidth: '20rem' }}>
      <span className="field-label">{t('big5.itemLanguage')}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {locales.map((l) => (
          <option key={l.id} value={l.id} lang={l.id} dir={localeDirection(l.id)}>
            {nativeLanguageName(l.id, l.name)}
            {l.partial ? ` (${t('big5.partial')})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
});
