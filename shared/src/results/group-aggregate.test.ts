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

  it('a style-only group has no overall score but its work style mix: who leans to which style, and the mean shares', () => {
    const style = (people: number, process: number, product: number, first: string[], possible = 9) => ({
      work_style_identifier: {
        scores: { people: 9 * people, process: 9 * process, product: 9 * product },
        possible,
        people,
        process,
        product,
        first_steps: first,
        overall: null,
      },
    });
    const counters: Counters = {};
    add(counters, statsDelta(null, style(0.6667, 0.2222, 0.1111, ['people', 'process', 'product'])));
    add(counters, statsDelta(null, style(0.2222, 0.5556, 0.2222, ['process', 'people', 'product'])));
    add(counters, statsDelta(null, style(0.4444, 0.1111, 0.4444, ['people', 'product', 'process'])));
    // Not answered at all (possible 0): not part of the mix.
    add(counters, statsDelta(null, style(0, 0, 0, ['people', 'process', 'product'], 0)));
    const a = analyticsFromCounters(counters);
    expect(a.overall).toBeNull();
    expect(a.work_styles).toEqual({
      respondents: 3,
      leaning: { people: 2, process: 1, product: 0 },
      mean_share: { people: 44.44, process: 29.63, product: 25.92 },
    });
    add(counters, statsDelta(style(0.2222, 0.5556, 0.2222, ['process', 'people', 'product']), null));
    expect(analyticsFromCounters(counters).work_styles?.leaning).toEqual({ people: 2, process: 0, product: 0 });
    expect(analyticsFromCounters({}).work_styles).toBeNull();
  });
});
