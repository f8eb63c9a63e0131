import { useState, type FormEvent } from 'react';
import {
  DEMOGRAPHIC_LABELS,
  DEMOGRAPHIC_QUESTIONS,
  DEMOGRAPHIC_QUESTION_KEYS,
  type Demographics,
} from '@shared/results/demographics';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { api } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';

/**
 * Fair use: the voluntary equal-opportunity questions after finishing. Every answer may be left out; nothing
 * here changes a score, and the employer only ever sees group totals of five or more.
 */
export function DemographicsForm({ token, given }: { token: string; given: boolean }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [answers, setAnswers] = useState<Demographics>({});
  const [state, setState] = useState<'open' | 'sending' | 'done' | 'skipped'>(given ? 'done' : 'open');
  const [error, setError] = useState<string>();
  if (state === 'done') return <p className="muted small">{t('fair.thanks')}</p>;
  if (state === 'skipped') return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setState('sending');
    setError(undefined);
    try {
      await api('saveDemographics', { params: { token }, body: answers });
      setState('done');
    } catch (err) {
      setError(describe(err));
      setState('open');
    }
  }

  return (
    <form className="card stack" onSubmit={submit}>
      <h2>{t('fair.title')}</h2>
      <p className="muted small">{t('fair.intro')}</p>
      {error && <Alert>{error}</Alert>}
      {DEMOGRAPHIC_QUESTION_KEYS.map((q) => (
        <fieldset key={q} className="fieldset">
          <legend>{DEMOGRAPHIC_LABELS[q][locale]}</legend>
          <div className="inline-options">
            {DEMOGRAPHIC_QUESTIONS[q].map((option) => (
              <label key={option} className="checkbox">
                <input
                  type="radio"
                  name={q}
                  checked={answers[q] === option}
                  onChange={() => setAnswers((a) => ({ ...a, [q]: option }))}
                />
                <span>{DEMOGRAPHIC_LABELS[option]?.[locale] ?? option}</span>
              </label>
            ))}
            <label className="checkbox">
              <input
                type="radio"
                name={q}
                checked={answers[q] === undefined}
                onChange={() =>
                  setAnswers((a) => {
                    const { [q]: _dropped, ...rest } = a;
                    return rest;
                  })
                }
              />
              <span>{t('fair.preferNot')}</span>
            </label>
          </div>
        </fieldset>
      ))}
      <div className="row">
        <Button type="submit" busy={state === 'sending'}>
          {t('fair.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setState('skipped')}>
          {t('fair.skip')}
        </Button>
      </div>
    </form>
  );
}
