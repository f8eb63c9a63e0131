import type { AnalyzerRun } from '@shared/routes';
import { generationProgress } from '@shared/toolbox/reveal';

/**
 * The progress bar of a run (spec part 2 §4 via `generationProgress`): it rises with each section that has an
 * outcome, then shows 90 while the run is being closed, 95 once it is, and 100 when the report is on screen.
 */
export function analyzerProgress(run: Pick<AnalyzerRun, 'status' | 'sections'>, reportShown: boolean): number {
  const total = run.sections.length;
  const done = run.sections.filter((s) => s.status !== 'pending').length;
  if (run.status === 'running')
    return done < total ? generationProgress(done, total) : generationProgress(done, total, 1);
  return generationProgress(done, total, reportShown ? 3 : 2);
}

/** The language prefix of the current address ('/th', '/en', '/es' or ''), kept when moving between analyzer pages. */
export function localePrefix(pathname: string): string {
  return /^\/(en|th|es)(?=\/|$)/.exec(pathname)?.[0] ?? '';
}
