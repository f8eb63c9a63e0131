import { useState, type FormEvent } from 'react';
import { EXPERIENCE_COMMENT_MAX } from '@shared/respondents/experience-limits';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { api, ApiError } from '../../../lib/api-client';
import { useDescribeError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';

/**
 * After the thank-you page: one optional question about the test (issue 25 part 5), a 1 to 5 rating and a comment.
 * Answered once (the server refuses a second answer, shown here as already thanked); never part of the score.
 */
export function ExperienceForm({ token }: { token: string }) {
  const t = useT();
  const describe = useDescribeError();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'open' | 'sending' | 'done' | 'skipped'>('open');
  const [error, setError] = useState<string>();
  if (state === 'done') return <p className="muted small">{t('experience.thanks')}</p>;
  if (state === 'skipped') return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (rating === null) return setError(t('experience.pick'));
    setState('sending');
    setError(undefined);
    try {
      await api('saveExperienceFeedback', { params: { token }, body: { rating, comment } });
      setState('done');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'FEEDBACK_ALREADY_GIVEN') return setState('done');
      setError(describe(err));
      setState('open');
    }
  }

  return (
    <form className="card stack" onSubmit={submit} data-testid="experience-form">
      <h2>{t('experience.title')}</h2>
      <p className="muted small">{t('experience.intro')}</p>
      {error && <Alert>{error}</Alert>}
      <fieldset className="fieldset">
        <legend>{t('experience.rating')}</legend>
        <div className="inline-options">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="checkbox">
              <input type="radio" name="experience-rating" checked={rating === n} onChange={() => setRating(n)} />
              <span>{t(`experience.rating.${n}` as 'experience.rating.1')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span className="field-label">{t('experience.comment')}</span>
        <textarea
          className="input"
          rows={3}
          maxLength={EXPERIENCE_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <div className="row">
        <Button type="submit" busy={state === 'sending'}>
          {t('experience.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setState('skipped')}>
          {t('experience.skip')}
        </Button>
      </div>
    </form>
  );
}
