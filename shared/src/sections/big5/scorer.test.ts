import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { IPIP_120_ITEMS, IPIP_50_ITEM_IDS } from './items';
import { DOMAIN_NORMS, FACET_NORMS } from './norms';
import type { Big5Answers, Big5ItemKey } from './schema';
import { employerBig5View, scoreBig5 } from './scorer';
import { bandFromT, levelFromT, normalCdf, percentileFromT, tScore } from './stats';

const items120: readonly Big5ItemKey[] = IPIP_120_ITEMS;
const items50: readonly Big5ItemKey[] = IPIP_120_ITEMS.filter((i) => IPIP_50_ITEM_IDS.includes(i.id));
const all = (items: readonly Big5ItemKey[], f: (i: Big5ItemKey) => number): Big5Answers =>
  Object.fromEntries(items.map((i) => [i.id, f(i)]));

describe('norm-referenced scores (CONTENT.md: T = 50 + 10 (raw − mean) / sd, percentiles from T)', () => {
  it.each([
    [72, 67.65, 16.45, 52.64],
    [67.65, 67.65, 16.45, 50],
    [24, 67.65, 16.45, 23.47],
    [20, 12.03, 3.62, 72.02],
  ])('raw %d with mean %d and sd %d gives T %d', (raw, mean, sd, t) => {
    expect(tScore(raw, mean, sd)).toBeCloseTo(t, 2);
  });

  it.each([
    [50, 50],
    [60, 84],
    [40, 16],
    [70, 98],
    [30, 2],
  ])('T %d is percentile %d', (t, p) => {
    expect(percentileFromT(t)).toBe(p);
  });

  it('normal CDF is accurate to 1e-6 at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it.each([
    [44.99, 'low'],
    [45, 'average'],
    [55, 'average'],
    [55.01, 'high'],
  ] as const)('T %d is %s (low below 45, average 45 to 55, high above 55)', (t, band) => {
    expect(bandFromT(t)).toBe(band);
  });

  it.each([
    [20, 'very_low'],
    [34.99, 'very_low'],
    [35, 'low'],
    [44.99, 'low'],
    [45, 'average'],
    [55, 'average'],
    [55.01, 'high'],
    [65, 'high'],
    [65.01, 'very_high'],
  ] as const)('T %d is shown as the level %s (spec part 1 §3: very low … very high)', (t, level) => {
    expect(levelFromT(t)).toBe(level);
  });

  it('pools the working-age norms of both sexes (Johnson 2014)', () => {
    expect(DOMAIN_NORMS.N).toEqual({ mean: 67.65, sd: 16.45 });
    expect(FACET_NORMS.C1).toEqual({ mean: 16.13, sd: 2.31 });
  });
});

describe('Big Five on the 120 form: facet sums 4-20, domain sums 24-120', () => {
  it('sums keyed answers, reversing minus-keyed items', () => {
    // Everyone answers 5: plus items give 5, minus items give 1.
    const result = scoreBig5({ form: '120', items: items120, candidate: all(items120, () => 5) });
    const plusN1 = items120.filter((i) => i.domain === 'N' && i.facet === 1 && i.keyed === 'plus').length;
    expect(result.facets.N1?.raw).toBe(plusN1 * 5 + (4 - plusN1) * 1);
    expect(result.domains.N?.items).toBe(24);
  });

  it('a neutral respondent (all 3) scores raw 12 per facet and 72 per domain', () => {
    const result = scoreBig5({ form: '120', items: items120, candidate: all(items120, () => 3) });
    expect(result.facets.E2).toMatchObject({ raw: 12, answered: 4, prorated: false });
    expect(result.domains.N).toMatchObject({ raw: 72, t: 52.64, percentile: 60, band: 'average' });
    expect(result.neuroticism).toEqual({ score: 60, t: 52.64, band: 'average' });
  });

  it('leaves facet O6 out of every score and prorates Openness to 24 items', () => {
    const base = all(items120, () => 3);
    const result = scoreBig5({ form: '120', items: items120, candidate: base });
    expect(result.facets.O6).toBeUndefined();
    expect(result.domains.O).toMatchObject({ raw: 60, items: 20, prorated: true });
    // 60 / 20 × 24 = 72 → 50 + 10 (72 − 85.99) / 12.76
    expect(result.domains.O?.t).toBe(39.04);
    const politics = Object.fromEntries(
      items120.filter((i) => i.domain === 'O' && i.facet === 6).map((i) => [i.id, 5]),
    );
    expect(scoreBig5({ form: '120', items: items120, candidate: { ...base, ...politics } })).toEqual(result);
  });

  it('norms a scale only when at least half its items are answered', () => {
    const n1 = items120.filter((i) => i.domain === 'N' && i.facet === 1);
    const two = scoreBig5({ form: '120', items: items120, candidate: all(n1.slice(0, 2), () => 3) });
    expect(two.facets.N1).toMatchObject({ answered: 2, prorated: true });
    expect(two.domains.N).toBeUndefined();
    expect(two.neuroticism).toEqual({});
    const one = scoreBig5({ form: '120', items: items120, candidate: all(n1.slice(0, 1), () => 3) });
    expect(one.facets.N1).toBeUndefined();
  });

  it('refuses an item list with a repeated item', () => {
    const twice = [items120[0]!, items120[0]!];
    expect(() => scoreBig5({ form: '120', items: twice, candidate: {} })).toThrow(DomainError);
  });

  it('refuses answers outside 1 to 5', () => {
    const first = items120[0]!.id;
    expect(() => scoreBig5({ form: '120', items: items120, candidate: { [first]: 6 } })).toThrow(DomainError);
    expect(() => scoreBig5({ form: '120', items: items120, candidate: { [first]: 0 } })).toThrow(DomainError);
  });
});

describe('Big Five on the 50 form: 10 items per domain, domain only', () => {
  it('scores domains from 10 items and no facets', () => {
    expect(items50).toHaveLength(50);
    const result = scoreBig5({ form: '50', items: items50, candidate: all(items50, () => 3) });
    expect(Object.keys(result.facets)).toEqual([]);
    expect(result.domains.C).toMatchObject({ raw: 30, answered: 10, items: 10, prorated: true });
    // 30 / 10 × 24 = 72 against the 120-form norm
    expect(result.domains.C?.t).toBeCloseTo(tScore(72, DOMAIN_NORMS.C.mean, DOMAIN_NORMS.C.sd), 2);
  });
});

describe('employer reports present Neuroticism as Emotional stability, reversed', () => {
  it('reverses T, percentile and band', () => {
    const calm = all(items120, (i) => (i.domain === 'N' ? (i.keyed === 'plus' ? 1 : 5) : 3));
    const score = scoreBig5({ form: '120', items: items120, candidate: calm });
    expect(score.domains.N?.band).toBe('low');
    const view = employerBig5View(score);
    const stability = view.find((d) => d.key === 'emotional_stability')!;
    expect(stability.t).toBeCloseTo(100 - score.domains.N!.t, 2);
    expect(stability.percentile).toBe(100 - score.domains.N!.percentile);
    expect(stability.band).toBe('high');
    expect(view.map((d) => d.key)).not.toContain('neuroticism');
  });
});

const answersArb = fc
  .array(fc.integer({ min: 1, max: 5 }), { minLength: 120, maxLength: 120 })
  .map((values) => Object.fromEntries(items120.map((item, i) => [item.id, values[i]!])));

describe('Big Five properties', () => {
  it('percentiles stay within 0..100, T scores are finite, and the company match is bounded and symmetric', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (x, y) => {
        const r = scoreBig5({ form: '120', items: items120, candidate: x, company: y });
        for (const s of [...Object.values(r.domains), ...Object.values(r.facets)]) {
          expect(s.percentile >= 0 && s.percentile <= 100 && Number.isFinite(s.t)).toBe(true);
        }
        expect(r.overall! >= 0 && r.overall! <= 100).toBe(true);
        expect(scoreBig5({ form: '120', items: items120, candidate: y, company: x }).overall).toBe(r.overall);
        expect(scoreBig5({ form: '120', items: items120, candidate: x, company: x }).overall).toBe(100);
      }),
    );
  });

  it('raising a plus-keyed answer never lowers its domain T', () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 0, max: 119 }), (x, index) => {
        const item = items120[index]!;
        if (item.keyed !== 'plus' || x[item.id] === 5 || (item.domain === 'O' && item.facet === 6)) return;
        const before = scoreBig5({ form: '120', items: items120, candidate: x }).domains[item.domain]!.t;
        const after = scoreBig5({ form: '120', items: items120, candidate: { ...x, [item.id]: x[item.id]! + 1 } })
          .domains[item.domain]!.t;
        expect(after).toBeGreaterThan(before);
      }),
    );
  });
});
