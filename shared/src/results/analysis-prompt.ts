import { SECTION_REGISTRY } from '../sections/registry';
import type { ScoreUsed } from './analysis';

/**
 * The scores as the prompt lists them, one per line ("- Values and traits (culture): 72"). Apart from analysis.ts,
 * which the web app reads: the prompt names are in the section modules, which the web app does not load.
 */
export function promptScoreLines(scores: readonly ScoreUsed[]): string {
  return scores
    .map((s) => `- ${SECTION_REGISTRY[s.section].promptName} (${s.dimension}): ${Math.round(s.score)}`)
    .join('\n');
}
