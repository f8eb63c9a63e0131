import type { AnswerProps } from '../types';
import { isNumber, readChoiceMap, setChoice } from '../common/answer-maps';
import { Big5Questions } from './questions';
import { useT } from '../../../lib/i18n/use-t';
import { nativeLanguageName } from './language-name';
import { localeDirection } from '@shared/i18n/direction';

/** The statements in the respondent's chosen item language (any of the pack's), with the scale in the respondent's language. */
export default function Big5Answer({ content, answers, onChange, disabled, onItemLocale }: AnswerProps) {
  const t = useT();
  const locales = content.item_locales ?? [];
  return (
    <div className="stack">
      {content.instructions && <p className="muted">{content.instructions}</p>}
      {locales.length > 1 && onItemLocale && (
        <label className="field" style={{ maxWidth: '20rem' }}>
          <span className="field-label">{t('big5.itemLanguage')}</span>
          <select className="input" value={content.item_locale} onChange={(e) => onItemLocale(e.target.value)}>
            {locales.map((l) => (
              <option key={l.id} value={l.id} lang={l.id} dir={localeDirection(l.id)}>
                {nativeLanguageName(l.id, l.name)}
                {l.partial ? ` (${t('big5.partial')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <Big5Questions
        content={content}
        answers={readChoiceMap(answers, isNumber)}
        disabled={disabled}
        clearable
        onChange={(id, v) => onChange((current) => setChoice(readChoiceMap(current, isNumber), id, v))}
      />
    </div>
  );
}
