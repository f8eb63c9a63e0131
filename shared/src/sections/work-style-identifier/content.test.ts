import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { publicWorkStyleScenarios, WORK_STYLE_IDENTIFIER_PACK, workStyleKey } from './content';

const pack = WORK_STYLE_IDENTIFIER_PACK;

describe('work style identifier content pack', () => {
  it('has 9 scenarios, scenario_1 to scenario_9, each with option_1 to option_3', () => {
    expect(pack.scenarios.map((s) => s.id)).toEqual(Array.from({ length: 9 }, (_, i) => `scenario_${i + 1}`));
    for (const scenario of pack.scenarios)
      expect(scenario.options.map((o) => o.id)).toEqual(['option_1', 'option_2', 'option_3']);
  });

  it('the three options of each scenario map to people, process and product', () => {
    for (const scenario of pack.scenarios)
      expect(scenario.options.map((o) => o.style).sort()).toEqual(['people', 'process', 'product']);
  });

  it('the position of each style varies, so option order gives nothing away', () => {
    for (const position of [0, 1, 2]) {
      expect(new Set(pack.scenarios.map((s) => s.options[position]?.style)).size).toBe(3);
    }
    expect(workStyleKey().scenario_2).toEqual({ option_1: 'product', option_2: 'people', option_3: 'process' });
  });

  it('every text exists in en, th and es and none is stale', () => {
    const texts = collectTexts(pack);
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(44);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});

describe('work style payload for respondents', () => {
  it('carries the localized text but not which style each option reflects', () => {
    const scenarios = publicWorkStyleScenarios('th');
    expect(scenarios[0]?.options[0]).toEqual({ id: 'option_1', text: pack.scenarios[0]?.options[0]?.text.th });
    expect(JSON.stringify(scenarios)).not.toMatch(/"style"|people|process|product/);
  });
});
