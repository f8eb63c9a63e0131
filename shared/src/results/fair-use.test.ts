import { describe, expect, it } from 'vitest';
import { adverseImpact, demographicCounters, ZDemographics } from './fair-use';

function counters(people: { gender?: 'woman' | 'man'; score: number }[]) {
  const out: Record<string, number> = {};
  for (const p of people)
    for (const [k, v] of Object.entries(demographicCounters(p.score, { gender: p.gender }))) out[k] = (out[k] ?? 0) + v;
  return out;
}

describe('adverse impact (four-fifths rule)', () => {
  it('compares each group’s selection rate with the highest and flags ratios below 0.8', () => {
    // Women: 3 of 6 selected (0.5); men: 5 of 6 (0.83) → ratio 0.6, flagged.
    const c = counters([
      ...[80, 75, 71, 50, 40, 60].map((score) => ({ gender: 'woman' as const, score })),
      ...[90, 85, 70, 72, 88, 30].map((score) => ({ gender: 'man' as const, score })),
    ]);
    const rows = adverseImpact(c, 'gender');
    expect(rows).toEqual([
      { group: 'woman', shown: true, respondents: 6, selected: 3, rate: 0.5, ratio: 0.6, flagged: true },
      { group: 'man', shown: true, respondents: 6, selected: 5, rate: 0.833, ratio: 1, flagged: false },
      { group: 'non_binary', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
      { group: 'other', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
    ]);
  });

  it('hides groups below the minimum size without any figure, not even their size, lists every group, and counts nobody who did not answer', () => {
    const c = counters([
      ...[80, 90, 75, 85, 95].map((score) => ({ gender: 'man' as const, score })),
      { gender: 'woman', score: 20 },
      { score: 99 },
    ]);
    const rows = adverseImpact(c, 'gender');
    expect(rows).toEqual([
      { group: 'woman', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
      { group: 'man', shown: true, respondents: 5, selected: 5, rate: 1, ratio: 1, flagged: false },
      { group: 'non_binary', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
      { group: 'other', shown: false, respondents: null, selected: null, rate: null, ratio: null, flagged: false },
    ]);
    // No group shown, no table: a row's appearance would tell someone answered.
    expect(adverseImpact(counters([{ gender: 'woman', score: 20 }]), 'gender')).toEqual([]);
  });

  it('accepts only the listed answers; every question may be skipped', () => {
    expect(ZDemographics.safeParse({}).success).toBe(true);
    expect(ZDemographics.safeParse({ gender: 'robot' }).success).toBe(false);
    expect(ZDemographics.safeParse({ religion: 'x' }).success).toBe(false);
  });
});
