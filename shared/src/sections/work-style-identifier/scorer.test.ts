import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORK_STYLE_OPTION_KEYS,
  WORK_STYLE_SCENARIO_KEYS,
  ZWorkStyleAnswers,
  ZWorkStyleMapping,
  type WorkStyleAnswers,
  type WorkStyleMapping,
} from './schema';
import { leaningStyle } from './summary';
import { scoreWorkStyle } from './scorer';

// option_1 → people, option_2 → process, option_3 → product, except scenario_9 which is shuffled.
const mapping: WorkStyleMapping = Object.fromEntries(
  WORK_STYLE_SCENARIO_KEYS.map((s) => [
    s,
    s === 'scenario_9'
      ? { option_1: 'product', option_2: 'people', option_3: 'process' }
      : { option_1: 'people', option_2: 'process', option_3: 'product' },
  ]),
);

describe('work style identifier (spec part 1 §3, part 2 §9.4)', () => {
  it.each([
    [{ scenario_1: 'option_1', scenario_9: 'option_3' }, true],
    [{ scenario_10: 'option_1' }, false],
    [{ scenario_1: 'option_4' }, false],
  ])('answers %j valid=%s', (answers, ok) => {
    expect(ZWorkStyleAnswers.safeParse(answers).success).toBe(ok);
  });

  it('a mapping sends the three options of a scenario to the three styles', () => {
    expect(ZWorkStyleMapping.safeParse(mapping).success).toBe(true);
    expect(
      ZWorkStyleMapping.safeParse({ scenario_1: { option_1: 'people', option_2: 'people', option_3: 'product' } })
        .success,
    ).toBe(false);
  });

  it('reports people, process and product as fractions through the mapping', () => {
    const respondent: WorkStyleAnswers = {
      scenario_1: 'option_1',
      scenario_2: 'option_1',
      scenario_3: 'option_1',
      scenario_4: 'option_1',
      scenario_5: 'option_2',
      scenario_6: 'option_2',
      scenario_7: 'option_3',
      scenario_8: 'option_3',
      scenario_9: 'option_1', // product here
    };
    const result = scoreWorkStyle({ mapping, candidate: respondent });
    expect(result).toMatchObject({
      scores: { people: 4, process: 2, product: 3 },
      possible: 9,
      people: 0.4444,
      process: 0.2222,
      product: 0.3333,
      first_steps: ['people', 'product', 'process'],
      overall: null,
    });
  });

  it('compares with the company style mix when the company answered', () => {
    const company: WorkStyleAnswers = { scenario_1: 'option_1', scenario_2: 'option_2' };
    expect(scoreWorkStyle({ mapping, candidate: company, company }).overall).toBe(100);
    expect(scoreWorkStyle({ mapping, candidate: { scenario_1: 'option_3' }, company }).overall).toBe(0);
  });

  it('has nothing to report when nothing was answered', () => {
    expect(scoreWorkStyle({ mapping, candidate: {} })).toMatchObject({
      possible: 0,
      people: 0,
      process: 0,
      product: 0,
    });
  });
});

const answersArb = fc.dictionary(
  fc.constantFrom(...WORK_STYLE_SCENARIO_KEYS),
  fc.constantFrom(...WORK_STYLE_OPTION_KEYS),
) as fc.Arbitrary<WorkStyleAnswers>;

describe('work style properties', () => {
  it('fractions are within 0..1 and add up to 1 when anything was answered; similarity is bounded and symmetric', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (x, y) => {
        const r = scoreWorkStyle({ mapping, candidate: x, company: y });
        for (const v of [r.people, r.process, r.product]) expect(v >= 0 && v <= 1).toBe(true);
        if (r.possible > 0) expect(Math.abs(r.people + r.process + r.product - 1)).toBeLessThanOrEqual(0.0002);
        if (r.overall !== null) {
          expect(r.overall >= 0 && r.overall <= 100).toBe(true);
          expect(scoreWorkStyle({ mapping, candidate: y, company: x }).overall).toBe(r.overall);
        }
        if (r.possible > 0) expect(scoreWorkStyle({ mapping, candidate: x, company: x }).overall).toBe(100);
      }),
    );
  });
});

describe('leaningStyle', () => {
  const summary = (possible: number) => ({
    scores: { people: 1, process: 5, product: 3 },
    possible,
    people: 0.1111,
    process: 0.5556,
    product: 0.3333,
    first_steps: ['process', 'product', 'people'],
    overall: null,
  });
  it('is the first step of a summary with answers, and nothing without answers or a summary', () => {
    expect(leaningStyle(summary(9))).toBe('process');
    expect(leaningStyle(summary(0))).toBeNull();
    expect(leaningStyle(undefined)).toBeNull();
    expect(leaningStyle({ overall: 80 })).toBeNull();
  });
});
