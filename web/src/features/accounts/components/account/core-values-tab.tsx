import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ANALYZER_MAX_VALUES } from '@shared/constants/limits';
import type { Profile } from '@shared/routes';
import { Button } from '../../../../components/ui/button';
import { Alert } from '../../../../components/ui/feedback';
import { useSave } from '../../../../lib/use-save';
import { errorText, useLocale, useT } from '../../../../lib/i18n/use-t';
import { updateCoreValues } from '../../api/account';

/** The analyzer's address for a list of values (the core-values page's `tags` query, spec part 1 §2). */
export function analyzerPath(values: readonly string[]): string {
  return values.length ? `/core-values-analyzer?tags=${encodeURIComponent(values.join(','))}` : '/core-values-analyzer';
}

/**
 * My account, core values (spec part 1 §2, §3): the company's values, at most 8 (the analyzer's limit),
 * earlier lists kept (the last 20) to pick up again, and a link to analyze them.
 */
export function CoreValuesTab({ profile }: { profile: Profile }) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<string[]>(profile.coreValues);
  const [draft, setDraft] = useState('');
  const { busy, message, save: run, fail } = useSave();
  const full = values.length >= ANALYZER_MAX_VALUES;

  function add() {
    const value = draft.trim();
    if (!value) return;
    if (full) return fail(errorText('CORE_VALUES_TOO_MANY', locale, { max: ANALYZER_MAX_VALUES }));
    if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) setValues([...values, value]);
    setDraft('');
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  }

  function save(e: FormEvent) {
    e.preventDefault();
    void run(() => updateCoreValues(values));
  }

  return (
    <form className="stack form-narrow" onSubmit={save} noValidate>
      <p className="muted">{t('coreValues.intro', { max: ANALYZER_MAX_VALUES })}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ul className="chips" aria-label={t('coreValues.listLabel')}>
        {values.map((v) => (
          <li key={v} className="chip">
            {v}
            <button
              type="button"
              className="chip-remove"
              aria-label={t('coreValues.remove', { value: v })}
              onClick={() => setValues(values.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
        {values.length === 0 && <li className="muted">{t('coreValues.empty')}</li>}
      </ul>
      <div className="row-actions align-end">
        <label className="field grow">
          <span className="field-label">{t('coreValues.add')}</span>
          <input
            className="input"
            value={draft}
            maxLength={60}
            disabled={full}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            placeholder={t('coreValues.placeholder')}
          />
        </label>
        <Button variant="secondary" onClick={add} disabled={full || !draft.trim()}>
          {t('coreValues.addButton')}
        </Button>
      </div>
      <div className="row-actions">
        <Button type="submit" busy={busy}>
          {t('account.save')}
        </Button>
        <Link className="btn btn-secondary" to={analyzerPath(values)}>
          {t('coreValues.analyze')}
        </Link>
      </div>
      {profile.coreValuesHistory.length > 0 && (
        <section aria-labelledby="history-title" className="stack">
          <h3 id="history-title">{t('coreValues.history')}</h3>
          <ul className="team-list">
            {profile.coreValuesHistory.map((list, i) => (
              <li key={`${i}-${list.join('|')}`} className="team-row">
                <span>{list.join(', ')}</span>
                <Button variant="secondary" size="sm" onClick={() => setValues(list.slice(0, ANALYZER_MAX_VALUES))}>
                  {t('coreValues.use')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
