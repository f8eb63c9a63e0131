import { useState, type FormEvent } from 'react';
import { HIRING_RECOMMENDATIONS, type HiringRecommendation } from '@shared/results/analysis';
import { ANALYSIS_REASON_LIMITS, type RespondentAnalysis } from '@shared/routes';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { SelectField } from '../../../components/ui/field';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { overrideCandidateAnalysis } from '../api/candidate-analysis';

interface Props {
  analysis: RespondentAnalysis;
  ids: { templateId: string; candidateId: string };
  onSaved: (analysis: RespondentAnalysis) => void;
}

/**
 * The AI recommendation with the people's decisions beside it ("AI: good fit · Your decision: consider — reason,
 * by, date"), and the form to record a decision. The AI recommendation is never changed; decisions are only added.
 */
export function AnalysisDecisions({ analysis, ids, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [open, setOpen] = useState(false);
  const [recommendation, setRecommendation] = useState<HiringRecommendation | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const latest = analysis.decisions.at(-1);
  const earlier = analysis.decisions.slice(0, -1).reverse();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    // The server checks the same; checking here first keeps the form's message next to the field.
    if (!recommendation) return setError(errorText('ANALYSIS_RECOMMENDATION_INVALID', locale));
    const trimmed = reason.trim();
    if (trimmed.length < ANALYSIS_REASON_LIMITS.min || trimmed.length > ANALYSIS_REASON_LIMITS.max)
      return setError(errorText('ANALYSIS_REASON_LENGTH', locale));
    setBusy(true);
    setError(null);
    try {
      onSaved(await overrideCandidateAnalysis(ids, recommendation, trimmed));
      setOpen(false);
      setRecommendation('');
      setReason('');
      setSaved(true);
    } catch (err) {
      setError(describe(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack" style={{ gap: '0.5rem' }} data-testid="analysis-decisions">
      <p style={{ margin: 0 }} data-testid="analysis-decision-line">
        <strong>{t('analysis.aiSays', { label: t(`analysis.rec.${analysis.ai_recommendation}`) })}</strong>
        {latest && (
          <>
            {' · '}
            <strong>{t('analysis.yourDecision', { label: t(`analysis.rec.${latest.recommendation}`) })}</strong>{' '}
            <span className="muted">
              {t('analysis.decisionDetail', {
                reason: latest.reason,
                by: latest.by,
                date: formatDate(latest.at, locale, true),
              })}
            </span>
          </>
        )}
      </p>
      {earlier.length > 0 && (
        <details>
          <summary className="small">{t('analysis.earlierDecisions')}</summary>
          <ul className="small">
            {earlier.map((d) => (
              <li key={d.at}>
                {t(`analysis.rec.${d.recommendation}`)}:{' '}
                {t('analysis.decisionDetail', { reason: d.reason, by: d.by, date: formatDate(d.at, locale, true) })}
              </li>
            ))}
          </ul>
        </details>
      )}
      {saved && <Alert tone="success">{t('analysis.saved')}</Alert>}
      {!open ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => (setOpen(true), setSaved(false))}>
            {t('analysis.override')}
          </Button>
        </div>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)} aria-label={t('analysis.overrideTitle')} noValidate>
          <h3>{t('analysis.overrideTitle')}</h3>
          <SelectField
            label={t('analysis.recommendation')}
            placeholder={t('analysis.choose')}
            value={recommendation}
            onChange={(e) => setRecommendation(e.target.value as HiringRecommendation | '')}
            options={HIRING_RECOMMENDATIONS.map((r) => ({ value: r, label: t(`analysis.rec.${r}`) }))}
          />
          <div className="field">
            <label className="field-label" htmlFor="analysis-reason">
              {t('analysis.reason')}
            </label>
            <textarea
              id="analysis-reason"
              className="input"
              rows={3}
              maxLength={ANALYSIS_REASON_LIMITS.max}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby="analysis-reason-hint"
            />
            <p id="analysis-reason-hint" className="field-hint">
              {t('analysis.reasonHint')}
            </p>
          </div>
          {error && <Alert>{error}</Alert>}
          <div className="row">
            <Button type="submit" busy={busy}>
              {t('analysis.save')}
            </Button>
            <Button variant="ghost" onClick={() => (setOpen(false), setError(null))}>
              {t('analysis.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
