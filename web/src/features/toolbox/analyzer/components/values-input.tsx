import { useId, useState, type KeyboardEvent } from 'react';
import { ANALYZER_MAX_VALUES } from '@shared/constants/limits';
import { ANALYZER_VALUE_MAX_CHARS } from '@shared/toolbox/analyzer';
import { Button } from '../../../../components/ui/button';
import { errorText, useLocale, useT } from '../../../../lib/i18n/use-t';

/**
 * The values to analyze as chips (spec part 2 §9.3: up to 8): type one and press Enter (or Add); each chip has its own
 * remove button, so the list works from the keyboard alone. A repeat or a ninth value is refused with the catalogue text.
 */
export function ValuesInput({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const t = useT();
  const locale = useLocale();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = values.length >= ANALYZER_MAX_VALUES;

  function add() {
    const value = draft.trim();
    if (!value) return;
    if (full) return setProblem(errorText('ANALYZER_TOO_MANY_VALUES', locale, { max: ANALYZER_MAX_VALUES }));
    if (values.some((v) => v.toLocaleLowerCase() === value.toLocaleLowerCase()))
      return setProblem(errorText('ANALYZER_DUPLICATE_VALUE', locale));
    onChange([...values, value]);
    setDraft('');
    setProblem(null);
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && values.length) {
      onChange(values.slice(0, -1));
    }
  }

  return (
    <fieldset className="stack" style={{ gap: '0.5rem', border: 0, padding: 0, margin: 0 }}>
      <legend className="field-label">
        {t('analyzer.values')}{' '}
        <span className="muted small">({t('analyzer.count', { n: values.length, max: ANALYZER_MAX_VALUES })})</span>
      </legend>
      <ul className="chips" aria-label={t('analyzer.values')} data-testid="analyzer-values">
        {values.map((v) => (
          <li key={v} className="chip">
            {v}
            <button
              type="button"
              className="chip-remove"
              aria-label={t('analyzer.remove', { value: v })}
              onClick={() => onChange(values.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
        {values.length === 0 && <li className="muted">{t('analyzer.noValues')}</li>}
      </ul>
      <div className="row-actions align-end">
        <div className="field grow">
          <label className="field-label" htmlFor={inputId}>
            {t('analyzer.addValue')}
          </label>
          <input
            id={inputId}
            className="input"
            value={draft}
            maxLength={ANALYZER_VALUE_MAX_CHARS}
            disabled={full}
            placeholder={t('analyzer.addPlaceholder')}
            aria-invalid={!!problem || undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={full || !draft.trim()}>
          {t('analyzer.addButton')}
        </Button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
