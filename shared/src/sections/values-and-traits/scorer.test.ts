import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValuesAndTraitsAnswers, ValuesAndTraitsSetup } from './schema';
import { ratingSimilarity, scoreValuesAndTraits, weightFromCompanyRating } from './scorer';

const answers = (values: Record<string, number>, traits: Record<string, number> = {}): ValuesAndTraitsAnswers => ({
  defining_your_values: values,
  identifying_key_traits: traits,
});

const setup: ValuesAndTraitsSetup = {
  custom_values: [],
  custom_traits: [],
  core_values: ['integrity'],
  permission_to_play: ['safety'],
  moderately_important: ['fun'],
  non_essential: ['hierarchy'],
  key_traits: ['curious'],
};

describe('values and traits match', () => {
  it('uses the default value weights: core 4, permission to play 4, moderate 2, non-essential 1, traits 3', () => {
    const company = answers({ integrity: 5, safety: 5, fun: 3, hierarchy: 1 }, { curious: 5 });
    const result = scoreValuesAndTraits({ setup, company, candidate: company });
    expect(result.items.map((i) => [i.id, i.weight])).toEqual([
      ['integrity', 4],
      ['safety', 4],
      ['fun', 2],
      ['hierarchy', 1],
      ['curious', 3],
    ]);
    expect(result.overall).toBe(100);
  });

  it.each([
    // [company, candidate, expected similarity]
    [5, 5, 1],
    [5, 4, 0.75],
    [5, 3, 0.5],
    [5, 1, 0],
    [2, 4, 0.5],
    [3, 0, 0],
  ])('similarity of company %i and candidate %i is %d', (company, respondent, expected) => {
    expect(ratingSimilarity(company, respondent)).toBe(expected);
  });

  it('weights each item and explains its contribution', () => {
    const company = answers({ integrity: 5, hierarchy: 1 }, { curious: 5 });
    const respondent = answers({ integrity: 3, hierarchy: 1 }, { curious: 4 });
    const result = scoreValuesAndTraits({ setup, company, candidate: respondent });
    const integrity = result.items.find((i) => i.id === 'integrity')!;
    expect(integrity).toMatchObject({ weight: 4, similarity: 0.5, contribution: 2, max: 4, company: 5, candidate: 3 });
    // safety (core-like, implied 4) and fun (implied 3) are categorised but unrated by the candidate: 0 each.
    // values: integrity 2/4 + safety 0/4 + fun 0/2 + hierarchy 1/1 = 3/11
    expect(result.defining_your_values).toBe(27.27);
    expect(result.identifying_key_traits).toBe(75);
    // overall pooled: (3 + 2.25) / (11 + 3)
    expect(result.overall).toBe(37.5);
  });

  it.each([
    [5, 4],
    [4, 4],
    [3, 2],
    [2, 1],
    [1, 1],
  ])('without setup, a value rated %i by the company weighs %i', (rating, weight) => {
    expect(weightFromCompanyRating(rating)).toBe(weight);
    const company = answers({ v: rating });
    expect(scoreValuesAndTraits({ company, candidate: company }).items[0]?.weight).toBe(weight);
  });

  it('does not compare items the company left unrated and uncategorised', () => {
    const result = scoreValuesAndTraits({ company: answers({ a: 0, b: 4 }), candidate: answers({ a: 5, b: 4, c: 5 }) });
    expect(result.items.map((i) => i.id)).toEqual(['b']);
    expect(result.overall).toBe(100);
  });

  it('scores 0 when nothing can be compared', () => {
    const result = scoreValuesAndTraits({ company: answers({}), candidate: answers({ a: 3 }) });
    expect(result).toMatchObject({ overall: 0, defining_your_values: 0, identifying_key_traits: 0, items: [] });
  });

  it('echoes the compared answers for the summary', () => {
    const company = answers({ a: 3 });
    const respondent = answers({ a: 2 });
    expect(scoreValuesAndTraits({ company, candidate: respondent })).toMatchObject({ company, candidate: respondent });
  });
});

const ratingArb = fc.integer({ min: 0, max: 5 });
const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const ratingsArb = fc.dictionary(idArb, ratingArb);
const answersArb = fc.record({ defining_your_values: ratingsArb, identifying_key_traits: ratingsArb });
const setupArb = fc.uniqueArray(idArb, { minLength: 1, maxLength: 6 }).map((ids): ValuesAndTraitsSetup => ({
  custom_values: [],
  custom_traits: [],
  core_values: ids.slice(0, 1),
  permission_to_play: ids.slice(1, 2),
  moderately_important: ids.slice(2, 3),
  non_essential: ids.slice(3).length ? ids.slice(3) : ['zz'],
  key_traits: ids.slice(0, 2),
}));

describe('values and traits properties', () => {
  it('is bounded 0..100', () => {
    fc.assert(
      fc.property(fc.option(setupArb, { nil: undefined }), answersArb, answersArb, (s, company, respondent) => {
        const r = scoreValuesAndTraits({ setup: s, company, candidate: respondent });
        for (const v of [r.overall, r.defining_your_values, r.identifying_key_traits]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('identical fully rated answers score 100', () => {
    const fullRatings = fc.dictionary(idArb, fc.integer({ min: 1, max: 5 }), { minKeys: 1 });
    fc.assert(
      fc.property(fullRatings, fullRatings, (values, traits) => {
        const a = answers(values, traits);
        expect(scoreValuesAndTraits({ company: a, candidate: a }).overall).toBe(100);
      }),
    );
  });

  it('moving a candidate rating toward the company rating never lowers the score', () => {
    fc.assert(
      fc.property(
        fc.option(setupArb, { nil: undefined }),
        answersArb,
        answersArb,
        idArb,
        (s, company, respondent, id) => {
          const target = company.defining_your_values[id] ?? 0;
          const current = respondent.defining_your_values[id] ?? 0;
          if (target === 0 || current === 0 || current === target) return;
          const closer = current + Math.sign(target - current);
          const before = scoreValuesAndTraits({ setup: s, company, candidate: respondent }).overall;
          const moved = { ...respondent, defining_your_values: { ...respondent.defining_your_values, [id]: closer } };
          expect(scoreValuesAndTraits({ setup: s, company, candidate: moved }).overall).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it('per-item contributions add up to the overall', () => {
    fc.assert(
      fc.property(fc.option(setupArb, { nil: undefined }), answersArb, answersArb, (s, company, respondent) => {
        const r = scoreValuesAndTraits({ setup: s, company, candidate: respondent });
        const got = r.items.reduce((sum, i) => sum + i.contribution, 0);
        const max = r.items.reduce((sum, i) => sum + i.max, 0);
        expect(Math.abs(r.overall - (max === 0 ? 0 : (100 * got) / max))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
