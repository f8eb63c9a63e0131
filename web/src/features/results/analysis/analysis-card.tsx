import { useCallback, useMemo, useState } from 'react';
import { analysisBasis } from '@shared/results/analysis';
import type { RespondentAnalysis, RespondentResult } from '@shared/routes';
import type { RevealPhase } from '@shared/toolbox/reveal';
import { AiPhase, AiText, OfflineBadge } from '../../../components/ai/ai-text';
import { Button } from '../../../components/ui/button';
import { Alert, Card, ProgressBar, Spinner } from '../../../components/ui/feedback';
import { useDescribeError } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { useRespondentAnalysis } from '../api/candidate-analysis';
import { AnalysisDecisions } from './analysis-decisions';
import { AnalysisIndicators } from './analysis-indicators';
import { useAnalysisGeneration } from './use-analysis-generation';

/** Whether the scores can carry an analysis (the server decides; this only spares a click that would be refused). */
function hasEnoughData(summaries: Record<string, unknown>): boolean {
  try {
    analysisBasis(summaries);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Hiring analysis" on a completed respondent's result (spec part 1 §1 "Results"): the stored analysis, or a
 * button that writes it while the employer watches (part 1 §4 loading, streaming, locked, finished; progress per
 * finished part, then 90, 95, 100), its indicators and the scores they rest on, where each text came from, and the
 * employer's decisions beside the AI recommendation.
 */
export function AnalysisCard({ result, templateId }: { result: RespondentResult; templateId: string }) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const completed = result.status === 'COMPLETED';
  const ids = useMemo(() => ({ templateId, candidateId: result.id }), [templateId, result.id]);
  const stored = useRespondentAnalysis(completed ? ids : null);
  const [local, setLocal] = useState<RespondentAnalysis | null>(null);
  const { mutate } = stored;
  const onSaved = useCallback(
    (a: RespondentAnalysis) => {
      setLocal(a);
      void mutate({ analysis: a }, { revalidate: false });
    },
    [mutate],
  );
  const gen = useAnalysisGeneration(ids, onSaved);
  const analysis = local ?? stored.data?.analysis ?? null;
  const generating = gen.phase !== 'idle';

  const text = (
    title: string,
    value: string,
    phase: RevealPhase,
    testId: string,
    provenance?: RespondentAnalysis['provenance']['summary'],
  ) => (
    // The AI text carries its own headings ("## Summary", "## Interview questions"); the part is named for assistive tech.
    <section className="stack" style={{ gap: '0.25rem' }} aria-label={title}>
      <AiText text={value} phase={phase} testId={testId} />
      {provenance && (
        <p className="muted small" data-testid={`${testId}-provenance`}>
          {t('analysis.provenance', {
            model: provenance.model,
            prompt: provenance.prompt_code,
            version: provenance.prompt_version,
            date: formatDate(provenance.generated_at, locale, true),
          })}
        </p>
      )}
    </section>
  );

  return (
    <Card className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2>{t('analysis.title')}</h2>
        {analysis?.provenance.summary.offline && <OfflineBadge />}
      </div>
      <p className="muted small">{t('analysis.intro')}</p>
      {!completed ? (
        <p className="muted">{errorText('ANALYSIS_NOT_READY', locale)}</p>
      ) : stored.error ? (
        <Alert>{describe(stored.error)}</Alert>
      ) : !stored.data && !local ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          {analysis && !generating && <AnalysisIndicators analysis={analysis} />}
          {generating && (
            <div className="stack" style={{ gap: '0.25rem' }}>
              <AiPhase phase={gen.phase} />
              <ProgressBar value={gen.progress} label={t('ai.progress')} />
            </div>
          )}
          {generating && gen.result && <AnalysisIndicators analysis={gen.result} />}
          {gen.error !== null && <Alert>{describe(gen.error)}</Alert>}
          {generating
            ? (gen.summary || gen.phase !== 'failed') && (
                <>
                  {text(
                    t('analysis.summary'),
                    gen.summary,
                    gen.summaryPhase,
                    'analysis-summary',
                    gen.summaryPhase === 'finished' ? gen.result?.provenance.summary : undefined,
                  )}
                  {text(
                    t('analysis.questions'),
                    gen.questions,
                    gen.questionsPhase,
                    'analysis-questions',
                    gen.questionsPhase === 'finished' ? gen.result?.provenance.questions : undefined,
                  )}
                </>
              )
            : analysis && (
                <>
                  {text(
                    t('analysis.summary'),
                    analysis.summary,
                    'finished',
                    'analysis-summary',
                    analysis.provenance.summary,
                  )}
                  {text(
                    t('analysis.questions'),
                    analysis.questions,
                    'finished',
                    'analysis-questions',
                    analysis.provenance.questions,
                  )}
                </>
              )}
          {analysis?.stale && <Alert tone="info">{t('analysis.stale')}</Alert>}
          {analysis && <AnalysisDecisions analysis={analysis} ids={ids} onSaved={onSaved} />}
          {!analysis && !gen.running && !hasEnoughData(result.summaries) ? (
            <Alert tone="info">{errorText('ANALYSIS_UNAVAILABLE', locale)}</Alert>
          ) : (
            <div className="row">
              {!analysis ? (
                <Button busy={gen.running} onClick={() => void gen.start(false)}>
                  {gen.error !== null ? t('ai.retry') : t('analysis.generate')}
                </Button>
              ) : (
                <>
                  <Button variant="ghost" size="sm" busy={gen.running} onClick={() => void gen.start(true)}>
                    {t('analysis.regenerate')}
                  </Button>
                  <span className="muted small">{t('analysis.regenerateHint')}</span>
                </>
              )}
            </div>
          )}
          <p className="muted small">{t('analysis.humanNote')}</p>
        </>
      )}
    </Card>
  );
}
