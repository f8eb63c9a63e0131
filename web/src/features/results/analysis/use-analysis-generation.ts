import { useCallback, useEffect, useRef, useState } from 'react';
import type { RespondentAnalysis } from '@shared/routes';
import { useRevealedText } from '../../../lib/ai/use-revealed-text';
import { generateCandidateAnalysis } from '../api/candidate-analysis';
import { analysisProgress, combinedPhase } from './generation-state';

interface Ids {
  templateId: string;
  candidateId: string;
}

/**
 * Writing the analysis as the employer watches: the summary and then the interview questions arrive as pieces
 * (one reveal of 120 characters every 180 ms per part, spec part 2 §9.3), with one phase and one progress for both.
 */
export function useAnalysisGeneration(ids: Ids, onSaved: (analysis: RespondentAnalysis) => void) {
  const summary = useRevealedText();
  const questions = useRevealedText();
  const [finishedParts, setFinishedParts] = useState(0);
  const [result, setResult] = useState<RespondentAnalysis | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (regenerate: boolean) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setError(null);
      setResult(null);
      setFinishedParts(0);
      setRunning(true);
      summary.start();
      questions.start();
      let questionsBegan = false;
      try {
        const saved = await generateCandidateAnalysis(
          ids,
          regenerate,
          {
            onDelta: (text, part) => {
              if (part === 'questions') {
                // The summary is complete once the questions begin.
                if (!questionsBegan) setFinishedParts(1);
                questionsBegan = true;
                questions.receive(text);
              } else summary.receive(text);
            },
            onReset: (part) => (part === 'questions' ? questions.reset() : summary.reset()),
          },
          controller.signal,
        );
        setFinishedParts(2);
        summary.complete(saved.summary);
        questions.complete(saved.questions);
        setResult(saved);
        onSaved(saved);
      } catch (e) {
        if (controller.signal.aborted) return;
        summary.fail();
        questions.fail();
        setError(e);
      } finally {
        setRunning(false);
      }
    },
    // The reveal callbacks are stable; ids are compared by value.
    [ids.templateId, ids.candidateId, onSaved],
  );

  const phase = combinedPhase(summary.state.phase, questions.state.phase);
  const progress = analysisProgress({
    finishedParts,
    saved: result !== null,
    summaryShown: summary.state.phase === 'finished',
    questionsShown: questions.state.phase === 'finished',
  });
  return {
    start,
    phase,
    progress,
    running,
    error,
    result,
    summary: summary.text,
    questions: questions.text,
    summaryPhase: summary.state.phase,
    questionsPhase: questions.state.phase,
  };
}
