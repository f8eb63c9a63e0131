import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAnalytics, MIN_GROUP_SIZE_FOR_TEAM_PROFILE, scoreStats, type GroupRespondent } from './group-analytics';

const completed = (overall: number, extra: Partial<GroupRespondent> = {}): GroupRespondent => ({
  status: 'COMPLETED',
  summaries: { values_and_traits: { overall }, work_style_identifier: { overall: 10 } },
  ...extra,
});

describe('group analytics', () => {
  it('gives mean, median, min, max, distribution and performance levels per section', () => {
    const stats = scoreStats([100, 40, 70, 85])!;
    expect(stats).toMatchObject({ count: 4, mean: 73.75, median: 77.5, min: 40, max: 100 });
    expect(stats.distribution).toEqual([0, 0, 0, 0, 1, 0, 0, 1, 1, 1]);
    expect(stats.levels).toEqual({ EXCELLENT: 2, GOOD: 1, FAIR: 1, POOR: 0 });
    expect(scoreStats([])).toBeNull();
    expect(scoreStats([3, 1, 2])!.median).toBe(2);
  });

  it('counts statuses and scores only completed respondents', () => {
    const result = groupAnalytics([
      completed(80),
      completed(60),
      { status: 'IN_PROGRESS', summaries: { values_and_traits: { overall: 0 } } },
      { status: 'INVITED' },
      { status: 'TODO' },
    ]);
    expect(result.status_counts).toEqual({ INVITED: 1, TODO: 1, IN_PROGRESS: 1, RECOMPUTE: 0, COMPLETED: 2 });
    expect(result.completion_rate).toBe(40);
    expect(result.sections.values_and_traits).toMatchObject({ count: 2, mean: 70 });
    // overall recomputed from sections, work style excluded
    expect(result.overall).toMatchObject({ count: 2, mean: 70, min: 60, max: 80 });
  });

  it('uses a stored overall when there is one', () => {
    const result = groupAnalytics([{ status: 'COMPLETED', summaries: { overall: 91, logic_test: { overall: 10 } } }]);
    expect(result.overall?.mean).toBe(91);
  });

  it(`shows the team culture profile only from ${MIN_GROUP_SIZE_FOR_TEAM_PROFILE} respondents`, () => {
    const profile = (collaborate: number) => ({ collaborate, create: 100 - collaborate, compete: 0, control: 0 });
    const four = [10, 20, 30, 40].map((c) => completed(50, { culture_profile: profile(c) }));
    expect(groupAnalytics(four).culture_profile).toEqual({ shown: false, members: 4, minimum: 5 });
    const five = [...four, completed(50, { culture_profile: profile(50) })];
    expect(groupAnalytics(five).culture_profile).toEqual({
      shown: true,
      members: 5,
      mean: { collaborate: 30, create: 70, compete: 0, control: 0 },
    });
  });

  it('is empty for no respondents', () => {
    expect(groupAnalytics([])).toMatchObject({ respondents: 0, completion_rate: 0, overall: null, sections: {} });
  });

  it('stats are ordered min ≤ median ≤ max, min ≤ mean ≤ max, and the buckets count everyone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (values) => {
          const s = scoreStats(values)!;
          expect(s.min <= s.median && s.median <= s.max).toBe(true);
          expect(s.min <= s.mean + 0.005 && s.mean <= s.max + 0.005).toBe(true);
          expect(s.distribution.reduce((a, b) => a + b, 0)).toBe(values.length);
          expect(Object.values(s.levels).reduce((a, b) => a + b, 0)).toBe(values.length);
        },
      ),
    );
  });
});
