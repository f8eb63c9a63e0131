import { describe, expect, it } from 'vitest';
import { collectTexts, findStaleTranslations } from '../content-pack';
import { ACCEPTABLE_BEHAVIORS_PACK } from './content';

const pack = ACCEPTABLE_BEHAVIORS_PACK;

describe('acceptable behaviours content pack', () => {
  it('has 15 scenarios, scenario_1 to scenario_15, each distinct', () => {
    expect(pack.scenarios.map((s) => s.id)).toEqual(Array.from({ length: 15 }, (_, i) => `scenario_${i + 1}`));
    expect(new Set(pack.scenarios.map((s) => s.text.en)).size).toBe(15);
  });

  it('rates on the 0-4 scale: Acceptable, Frowned Upon, Actively Discouraged, Reprimanded, Zero Tolerance Policy', () => {
    expect(pack.scale.map((l) => [l.value, l.label.en])).toEqual([
      [0, 'Acceptable'],
      [1, 'Frowned Upon'],
      [2, 'Actively Discouraged'],
      [3, 'Reprimanded'],
      [4, 'Zero Tolerance Policy'],
    ]);
  });

  it('every text exists in en, th and es and none is stale', () => {
    const texts = collectTexts(pack);
    // The loop below proves nothing on an empty list: the pack's texts are all found (count at the time of writing).
    expect(texts.length).toBeGreaterThanOrEqual(22);
    for (const { path, text } of texts) {
      for (const locale of ['en', 'th', 'es'] as const) expect(text[locale]?.trim(), `${path} ${locale}`).toBeTruthy();
    }
    expect(findStaleTranslations(pack)).toEqual([]);
  });
});
