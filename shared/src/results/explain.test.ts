import { describe, expect, it } from 'vitest';
import { scoreAcceptableBehaviors } from '../sections/acceptable-behaviors/scorer';
import { scoreOaicArchetypes } from '../sections/oaic-archetypes/scorer';
import { scoreValuesAndTraits } from '../sections/values-and-traits/scorer';
import { scoreMovers } from './explain';

type Allocation = { collaborate: number; create: number; compete: number; control: number };
const profile = (a: Allocation) => ({
  strategic_emphases: a,
  organization_glue: a,
  dominant_characteristics: a,
  management_of_employees: a,
  criteria_of_success: a,
  organizational_leadership: a,
});

describe('score movers: why a match score is what it is', () => {
  it('values: the item furthest from the company costs most, and the costs add up to what the score lost', () => {
    const score = scoreValuesAndTraits({
      company: { defining_your_values: { honesty: 5, humour: 2 }, identifying_key_traits: { curious: 4 } },
      candidate: { defining_your_values: { honesty: 1, humour: 2 }, identifying_key_traits: { curious: 4 } },
    });
    const movers = scoreMovers('values_and_traits', score);
    expect(movers[0]).toMatchObject({ id: 'honesty', company: 5, candidate: 1, gap: -4 });
    expect(movers.map((m) => m.id)).not.toContain('curious');
    const lost = movers.reduce((s, m) => s + m.impact, 0);
    expect(lost).toBeCloseTo(100 - score.overall, 1);
  });

  it('values: an item the respondent left unanswered shows as unanswered, not as a rating of 0', () => {
    const score = scoreValuesAndTraits({
      company: { defining_your_values: { honesty: 5 }, identifying_key_traits: {} },
      candidate: { defining_your_values: {}, identifying_key_traits: {} },
    });
    expect(scoreMovers('values_and_traits', score)[0]).toMatchObject({ id: 'honesty', candidate: null, gap: null });
  });

  it('culture profile: signed gaps per type whose costs add up to 100 minus the score', () => {
    const score = scoreOaicArchetypes({
      company: profile({ collaborate: 40, create: 20, compete: 20, control: 20 }),
      candidate: profile({ collaborate: 10, create: 20, compete: 50, control: 20 }),
    });
    const movers = scoreMovers('oaic_archetypes', score);
    expect(movers.map((m) => [m.id, m.gap])).toEqual([
      ['collaborate', -30],
      ['compete', 30],
    ]);
    expect(movers.reduce((s, m) => s + m.impact, 0)).toBeCloseTo(100 - score.overall, 5);
  });

  it('acceptable behaviours: only mismatches cost, each an equal share', () => {
    const score = scoreAcceptableBehaviors({
      company: { scenario_1: 4, scenario_2: 1, scenario_3: 0, scenario_4: 3 },
      candidate: { scenario_1: 0, scenario_2: 2, scenario_3: 0 },
    });
    const movers = scoreMovers('acceptable_behaviors', score);
    expect(movers.map((m) => [m.id, m.gap, m.impact])).toEqual([
      ['scenario_1', -4, 25],
      ['scenario_4', null, 25],
    ]);
    expect(score.overall).toBe(50);
  });

  it('sections that are not matched against the company have no movers', () => {
    expect(scoreMovers('logic_test', { overall: 50, parts: {} })).toEqual([]);
    expect(scoreMovers('values_and_traits', null)).toEqual([]);
  });
});

describe('score movers: Big Five against the company target', () => {
  it('each domain costs its percentile gap over the number of domains', () => {
    const summary = {
      overall: 85,
      domains: { O: { percentile: 70 }, C: { percentile: 50 } },
      target_domains: { O: { percentile: 40 }, C: { percentile: 50 } },
    };
    expect(scoreMovers('big5', summary)).toEqual([{ id: 'O', company: 40, candidate: 70, gap: 30, impact: 15 }]);
    expect(scoreMovers('big5', { overall: null, domains: { O: { percentile: 70 } } })).toEqual([]);
  });
});
