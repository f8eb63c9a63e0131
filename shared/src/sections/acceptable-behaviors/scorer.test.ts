import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEHAVIOR_SCENARIO_KEYS, type AcceptableBehaviorsAnswers, type BehaviorLevel } from './schema';
import { behaviorMatch, scoreAcceptableBehaviors } from './scorer';

describe('a match is equal answers; a near match treats 1 and 2 as alike (spec part 2 §9.4)', () => {
  it.each([
    [0, 0, 'exact'],
    [4, 4, 'exact'],
    [1, 2, 'near'],
    [2, 1, 'near'],
    [0, 1, 'none'],
    [2, 3, 'none'],
    [3, 4, 'none'],
    [1, undefined, 'none'],
  ] as const)('company %s, candidate %s: %s', (company, respondent, match) => {
    expect(behaviorMatch(company, respondent)).toBe(match);
  });

  it('scores the percentage of compared scenarios that match', () => {
    const company: AcceptableBehaviorsAnswers = { scenario_1: 0, scenario_2: 1, scenario_3: 4, scenario_4: 3 };
    const respondent: AcceptableBehaviorsAnswers = { scenario_1: 0, scenario_2: 2, scenario_3: 3 };
    const result = scoreAcceptableBehaviors({ company, candidate: respondent });
    expect(result).toMatchObject({ overall: 50, exact_matches: 1, near_matches: 1, compared: 4 });
    expect(result.scenarios.map((s) => s.match)).toEqual(['exact', 'near', 'none', 'none']);
    expect(result.scenarios[3]?.candidate).toBeNull();
  });

  it('rounds to 2 decimals', () => {
    const company: AcceptableBehaviorsAnswers = { scenario_1: 0, scenario_2: 0, scenario_3: 0 };
    expect(scoreAcceptableBehaviors({ company, candidate: { scenario_1: 0 } }).overall).toBe(33.33);
  });

  it('compares only the scenarios of the setup, in scenario order', () => {
    const company: AcceptableBehaviorsAnswers = { scenario_10: 2, scenario_2: 1, scenario_3: 4 };
    const result = scoreAcceptableBehaviors({
      setup: { scenarios: ['scenario_10', 'scenario_2'] },
      company,
      candidate: { scenario_10: 2, scenario_2: 4, scenario_3: 4 },
    });
    expect(result.scenarios.map((s) => s.scenario)).toEqual(['scenario_2', 'scenario_10']);
    expect(result.overall).toBe(50);
  });

  it('scores 0 when the company answered nothing', () => {
    expect(scoreAcceptableBehaviors({ company: {}, candidate: { scenario_1: 1 } }).overall).toBe(0);
  });
});

const levelArb = fc.constantFrom<BehaviorLevel>(0, 1, 2, 3, 4);
const answersArb = fc.dictionary(
  fc.constantFrom(...BEHAVIOR_SCENARIO_KEYS),
  levelArb,
) as fc.Arbitrary<AcceptableBehaviorsAnswers>;

describe('acceptable behaviors properties', () => {
  it('is bounded 0..100 and symmetric over a shared scenario set', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (x, y) => {
        const r = scoreAcceptableBehaviors({ company: x, candidate: y });
        expect(r.overall).toBeGreaterThanOrEqual(0);
        expect(r.overall).toBeLessThanOrEqual(100);
        const both = Object.keys(x).filter((k) => k in y) as (typeof BEHAVIOR_SCENARIO_KEYS)[number][];
        if (both.length === 0) return;
        const setup = { scenarios: both };
        expect(scoreAcceptableBehaviors({ setup, company: x, candidate: y }).overall).toBe(
          scoreAcceptableBehaviors({ setup, company: y, candidate: x }).overall,
        );
      }),
    );
  });

  it('identical answers score 100', () => {
    fc.assert(
      fc.property(answersArb, (x) => {
        if (Object.keys(x).length === 0) return;
        expect(scoreAcceptableBehaviors({ company: x, candidate: x }).overall).toBe(100);
      }),
    );
  });

  it('answering a scenario like the company never lowers the score', () => {
    fc.assert(
      fc.property(answersArb, answersArb, fc.constantFrom(...BEHAVIOR_SCENARIO_KEYS), (company, respondent, key) => {
        const level = company[key];
        if (level === undefined) return;
        const before = scoreAcceptableBehaviors({ company, candidate: respondent }).overall;
        const after = scoreAcceptableBehaviors({ company, candidate: { ...respondent, [key]: level } }).overall;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
