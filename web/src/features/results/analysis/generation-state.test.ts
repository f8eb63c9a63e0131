import { describe, expect, it } from 'vitest';
import type { RevealPhase } from '@shared/toolbox/reveal';
import { analysisProgress, combinedPhase } from './generation-state';

describe('the analysis as one generation (spec part 1 §4: loading, streaming, locked, finished)', () => {
  it.each<[RevealPhase, RevealPhase, RevealPhase]>([
    ['idle', 'idle', 'idle'],
    ['loading', 'loading', 'loading'],
    ['streaming', 'loading', 'streaming'],
    ['locked', 'streaming', 'streaming'],
    ['finished', 'streaming', 'streaming'],
    ['locked', 'locked', 'locked'],
    ['finished', 'locked', 'locked'],
    ['finished', 'finished', 'finished'],
    ['finished', 'failed', 'failed'],
  ])('summary %s, questions %s: %s', (summary, questions, phase) => {
    expect(combinedPhase(summary, questions)).toBe(phase);
  });

  it('progress rises with each finished part, then 90 when saved, 95 and 100 as each part shows in full', () => {
    const at = (finishedParts: number, saved = false, summaryShown = false, questionsShown = false) =>
      analysisProgress({ finishedParts, saved, summaryShown, questionsShown });
    expect([at(0), at(1), at(2), at(2, true), at(2, true, true), at(2, true, true, true)]).toEqual([
      0, 43, 85, 90, 95, 100,
    ]);
  });
});
