import { describe, expect, it } from 'vitest';
import type { AnalyzerSectionView } from '@shared/routes';
import { ANALYZER_SECTIONS } from '@shared/toolbox/analyzer';
import { analyzerProgress, localePrefix } from './analyzer-progress';

const sections = (done: number, values = 2): AnalyzerSectionView[] =>
  Array.from({ length: values * ANALYZER_SECTIONS.length }, (_, i) => ({
    index: Math.floor(i / ANALYZER_SECTIONS.length),
    section: ANALYZER_SECTIONS[i % ANALYZER_SECTIONS.length]!,
    status: i < done ? 'finished' : 'pending',
    text: '',
    provenance: null,
  }));

describe('analyzer progress (spec part 2 §4: rises with each finished result, then 90, 95, 100)', () => {
  it.each<[string, 'running' | 'finished' | 'failed', number, boolean, number]>([
    ['nothing written yet', 'running', 0, false, 0],
    ['half the sections written', 'running', 5, false, 43],
    ['every section written, the run still closing', 'running', 10, false, 90],
    ['the run closed', 'finished', 10, false, 95],
    ['the report on screen', 'finished', 10, true, 100],
    ['a failed run still ends at 100 once shown', 'failed', 10, true, 100],
  ])('%s', (_name, status, done, shown, expected) => {
    expect(analyzerProgress({ status, sections: sections(done) }, shown)).toBe(expected);
  });

  it('keeps the language prefix of the address', () => {
    expect(localePrefix('/th/core-values-analyzer')).toBe('/th');
    expect(localePrefix('/core-values-analyzer')).toBe('');
    expect(localePrefix('/thing')).toBe('');
  });
});
