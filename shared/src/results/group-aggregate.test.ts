import { describe, expect, it } from 'vitest';
import { analyticsFromCounters, statsDelta, type Counters } from './group-aggregate';
import { groupAnalytics } from './group-analytics';

const cp = (collaborate: number, create: number, compete: number, control: number) => ({
  candidate_avg: { collaborate, create, compete, control },
});
const people = [
  {
    overall: 80,
    values_and_traits: { overall: 80 },
    oaic_archetypes: { overall: 70, ...cp(40, 20, 20, 20) },
    big5: { openness: { band: 'high' }, conscientiousness: { band: 'low' } },
  },
  {
    overall: 55,
    values_and_traits: { overall: 55 },
    oaic_archetypes: { overall: 60, ...cp(10, 40, 30, 20) },
    big5: { openness: { band: 'high' } },
  },
  { overall: 91, values_and_traits: { overall: 91 }, oaic_archetypes: { overall: 90, ...cp(25, 25, 25, 25) } },
  { overall: 40, values_and_traits: { overall: 40 }, oaic_archetypes: { overall: 50, ...cp(30, 30, 20, 20) } },
  { overall: 67, values_and_traits: { overall: 67 }, oaic_archetypes: { overall: 65, ...cp(20, 20, 40, 20) } },
];

function add(into: Counters, delta: Counters) {
  for (const [k, v] of Object.entries(delta)) into[k] = (into[k] ?? 0) + v;
}

describe('group aggregate kept at completion', () => {
  it('gives the same figures as reading every respondent (whole-point scores)', () => {
    const counters: Counters = {};
    for (const p of people) add(counters, statsDelta(null, p));
    const fromCounters = analyticsFromCounters(counters);
    const fromAll = groupAnalytics(
      people.map((summaries) => ({
        status: 'COMPLETED' as const,
        summaries: summaries as never,
        culture_profile: summaries.oaic_archetypes.candidate_avg,
      })),
    );
    expect(fromCounters.overall).toEqual(fromAll.overall);
    expect(fromCounters.sections.values_and_traits).toEqual(fromAll.sections.values_and_traits);
    expect(fromCounters.culture_profile).toEqual(fromAll.culture_profile);
    expect(fromCounters.overall).toMatchObject({ count: 5, median: 67, min: 40, max: 91, mean: 66.6 });
  });

  it('a reset takes a respondent out and a rescore moves them, leaving what they never touched', () => {
    const counters: Counters = {};
    for (const p of people) add(counters, statsDelta(null, p));
    add(counters, statsDelta(people[0], null));
    expect(analyticsFromCounters(counters).overall).toMatchObject({ count: 4, max: 91 });
    expect(analyticsFromCounters(counters).culture_profile).toEqual({ shown: false, members: 4, minimum: 5 });
    add(counters, statsDelta(people[2], { ...people[2], overall: 30, values_and_traits: { overall: 30 } }));
    expect(analyticsFromCounters(counters).overall).toMatchObject({ count: 4, min: 30, max: 67 });
    expect(analyticsFromCounters(counters).big5_bands).toEqual({ openness: { low: 0, average: 0, high: 1 } });
  });

  it('a change that moves no score adds nothing', () => {
    expect(statsDelta(people[1], people[1])).toEqual({});
  });
});
