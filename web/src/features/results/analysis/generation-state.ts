import type { RevealPhase } from '@shared/toolbox/reveal';
import { generationProgress } from '@shared/toolbox/reveal';

/** The two parts of an analysis, in the order they stream (lambdas/src/results/analysis/generate-analysis.ts). */
export const ANALYSIS_PARTS = ['summary', 'questions'] as const;
export type AnalysisPart = (typeof ANALYSIS_PARTS)[number];

/**
 * One phase for the whole analysis (spec part 1 §4: loading, streaming, locked, finished): loading until the
 * summary's first piece, streaming while either part is still arriving, locked once both arrived but the reveal
 * is catching up, finished when everything shows; failed if either failed.
 */
export function combinedPhase(summary: RevealPhase, questions: RevealPhase): RevealPhase {
  if (summary === 'failed' || questions === 'failed') return 'failed';
  if (summary === 'idle' && questions === 'idle') return 'idle';
  if (summary === 'finished' && questions === 'finished') return 'finished';
  if (summary === 'loading') return 'loading';
  if (summary === 'streaming' || questions === 'streaming' || questions === 'loading') return 'streaming';
  return 'locked';
}

export interface ProgressInput {
  /** Parts whose text has fully arrived (the summary once the questions begin, both once the answer is done). */
  finishedParts: number;
  /** The answer was stored and returned (done). */
  saved: boolean;
  /** Which parts show in full. */
  summaryShown: boolean;
  questionsShown: boolean;
}

/**
 * Progress of the analysis (spec part 1 §4, part 2 §4): rises with each finished part, then 90 when the answer is
 * saved, 95 when the summary shows in full and 100 when the questions do too.
 */
export function analysisProgress({ finishedParts, saved, summaryShown, questionsShown }: ProgressInput): number {
  if (!saved) return generationProgress(finishedParts, ANALYSIS_PARTS.length);
  if (summaryShown && questionsShown) return generationProgress(2, 2, 3);
  if (summaryShown) return generationProgress(2, 2, 2);
  return generationProgress(2, 2, 1);
}
