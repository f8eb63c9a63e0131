import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { OAIC_GROUPS, type CultureAllocation, type OaicArchetypesAnswers } from './schema';
import { cultureProfile, overlapColour, overlapScore, scoreOaicArchetypes } from './scorer';

const a = (collaborate: number, create: number, compete: number, control: number): CultureAllocation => ({
  collaborate,
  create,
  compete,
  control,
});
const same = (allocation: CultureAllocation): OaicArchetypesAnswers =>
  Object.fromEntries(OAIC_GROUPS.map((g) => [g, allocation])) as OaicArchetypesAnswers;

describe('archetype match: per scenario 100 × (1 − Σ|diff| / 400 × 2), 2 decimals (spec part 2 §9.4)', () => {
  it.each([
    [a(25, 25, 25, 25), a(25, 25, 25, 25), 100],
    [a(100, 0, 0, 0), a(0, 100, 0, 0), 0],
    [a(40, 30, 20, 10), a(30, 30, 30, 10), 90], // Σ 20 → 1 − 0.1
    [a(50, 20, 20, 10), a(20, 30, 30, 20), 70], // Σ 60 → 1 − 0.3
    [a(33, 33, 33, 1), a(34, 33, 33, 0), 99], // Σ 2 → 1 − 0.01
    [a(35, 25, 25, 15), a(25, 30, 25, 20), 90], // Σ 20
    [a(70, 10, 10, 10), a(10, 70, 10, 10), 40], // Σ 120
  ])('%j vs %j scores %d', (company, respondent, score) => {
    expect(overlapScore(company, respondent)).toBe(score);
  });

  it('rounds to 2 decimals', () => {
    expect(overlapScore(a(25, 25, 25, 25), a(26, 25, 25, 24))).toBe(99);
    expect(overlapScore({ collaborate: 100 / 3, create: 0, compete: 200 / 3, control: 0 }, a(0, 0, 100, 0))).toBe(
      66.67,
    );
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.99, 'yellow'],
    [70, 'yellow'],
    [69.99, 'red'],
    [0, 'red'],
  ] as const)('overlap %d is %s (80 and above green, 70 to below 80 yellow, otherwise red)', (score, colour) => {
    expect(overlapColour(score)).toBe(colour);
  });

  it('computes overall the same way over the per-type means', () => {
    const company = same(a(40, 30, 20, 10));
    const respondent: OaicArchetypesAnswers = { ...same(a(40, 30, 20, 10)), strategic_emphases: a(10, 30, 50, 10) };
    const result = scoreOaicArchetypes({ company, candidate: respondent });
    expect(result.metrics[0]).toMatchObject({ group: 'strategic_emphases', score: 70, colour: 'yellow' });
    expect(result.metrics.slice(1).every((m) => m.score === 100)).toBe(true);
    expect(result.candidate_avg).toEqual(a(35, 30, 25, 10));
    // Σ|diff| of means = 5 + 0 + 5 + 0 = 10 → 100 × (1 − 10/400 × 2) = 95
    expect(result.overall).toBe(95);
    expect(result.diff).toEqual(a(-5, 0, 5, 0));
    expect(result.info).toMatchObject({
      company_dominant: 'collaborate',
      candidate_dominant: 'collaborate',
      meaningful_gaps: [],
    });
  });

  it('profiles each type as the mean of its six allocations', () => {
    const answers: OaicArchetypesAnswers = {
      strategic_emphases: a(100, 0, 0, 0),
      organization_glue: a(0, 100, 0, 0),
      dominant_characteristics: a(0, 0, 100, 0),
      management_of_employees: a(0, 0, 0, 100),
      criteria_of_success: a(25, 25, 25, 25),
      organizational_leadership: a(25, 25, 25, 25),
    };
    expect(cultureProfile(answers)).toEqual(a(25, 25, 25, 25));
  });

  it('reports the company change from now to preferred when given', () => {
    const result = scoreOaicArchetypes({
      company: same(a(40, 30, 20, 10)),
      companyNow: same(a(20, 20, 30, 30)),
      candidate: same(a(40, 30, 20, 10)),
    });
    expect(result.info.company_change).toEqual(a(20, 10, -10, -20));
  });

  it('refuses a profile whose group does not hold exactly 100 points', () => {
    const bad = { ...same(a(25, 25, 25, 25)), organization_glue: a(30, 30, 30, 30) };
    expect(() => scoreOaicArchetypes({ company: same(a(25, 25, 25, 25)), candidate: bad })).toThrow(DomainError);
  });
});

/** A random split of 100 points into four integers. */
const allocationArb = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([x, y, z]) => {
    const [p, q, r] = [x, y, z].sort((m, n) => m - n) as [number, number, number];
    return a(p, q - p, r - q, 100 - r);
  });
const profileArb = fc
  .tuple(allocationArb, allocationArb, allocationArb, allocationArb, allocationArb, allocationArb)
  .map((list) => Object.fromEntries(OAIC_GROUPS.map((g, i) => [g, list[i]])) as OaicArchetypesAnswers);

describe('archetype match properties', () => {
  it('is bounded 0..100, symmetric, and 100 for identical profiles', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (x, y) => {
        const xy = scoreOaicArchetypes({ company: x, candidate: y });
        const yx = scoreOaicArchetypes({ company: y, candidate: x });
        expect(xy.overall).toBeGreaterThanOrEqual(0);
        expect(xy.overall).toBeLessThanOrEqual(100);
        expect(xy.overall).toBe(yx.overall);
        expect(xy.metrics.map((m) => m.score)).toEqual(yx.metrics.map((m) => m.score));
        expect(scoreOaicArchetypes({ company: x, candidate: x }).overall).toBe(100);
      }),
    );
  });

  it('overall over the means is never below the mean of the group scores', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (x, y) => {
        const r = scoreOaicArchetypes({ company: x, candidate: y });
        const meanOfGroups = r.metrics.reduce((s, m) => s + m.score, 0) / r.metrics.length;
        expect(r.overall).toBeGreaterThanOrEqual(meanOfGroups - 0.01);
      }),
    );
  });

  it('moving a point toward the company allocation never lowers the group score', () => {
    fc.assert(
      fc.property(allocationArb, allocationArb, (company, respondent) => {
        const types = ['collaborate', 'create', 'compete', 'control'] as const;
        const over = types.find((t) => respondent[t] > company[t]);
        const under = types.find((t) => respondent[t] < company[t]);
        if (!over || !under) return;
        const moved = { ...respondent, [over]: respondent[over] - 1, [under]: respondent[under] + 1 };
        expect(overlapScore(company, moved)).toBeGreaterThan(overlapScore(company, respondent));
      }),
    );
  });
});
