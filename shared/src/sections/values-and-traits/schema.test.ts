import { describe, expect, it } from 'vitest';
import {
  IMPORTANCE_LABELS,
  importanceLabelCode,
  toggleRating,
  valueAnswerColour,
  ZValuesAndTraitsAnswers,
  ZValuesAndTraitsSetup,
} from './schema';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('values and traits setup (spec part 1 §5)', () => {
  it.each([
    ['core values up to six', { core_values: ids('c', 6), permission_to_play: [], non_essential: ['n1'] }, true],
    ['seven core values rejected', { core_values: ids('c', 7), permission_to_play: [], non_essential: ['n1'] }, false],
    ['permission-to-play up to six', { core_values: [], permission_to_play: ids('p', 6), non_essential: ['n1'] }, true],
    [
      'seven permission-to-play rejected',
      { core_values: [], permission_to_play: ids('p', 7), non_essential: ['n1'] },
      false,
    ],
    ['non-essential at least one', { core_values: ['c1'], permission_to_play: [], non_essential: [] }, false],
    [
      'a value in two categories rejected',
      { core_values: ['v1'], permission_to_play: [], non_essential: ['v1'] },
      false,
    ],
  ])('%s', (_rule, setup, ok) => {
    expect(ZValuesAndTraitsSetup.safeParse(setup).success).toBe(ok);
  });

  it('defaults moderately important and key traits to empty lists', () => {
    const parsed = ZValuesAndTraitsSetup.parse({ core_values: [], permission_to_play: [], non_essential: ['n'] });
    expect(parsed.moderately_important).toEqual([]);
    expect(parsed.key_traits).toEqual([]);
  });
});

describe('values and traits answers', () => {
  it.each([
    [{ defining_your_values: { a: 5, b: 0 }, identifying_key_traits: { t: 1 } }, true],
    [{ defining_your_values: { a: 6 }, identifying_key_traits: {} }, false],
    [{ defining_your_values: { a: -1 }, identifying_key_traits: {} }, false],
    [{ defining_your_values: { a: 2.5 }, identifying_key_traits: {} }, false],
    [{ defining_your_values: {} }, false],
  ])('%j valid=%s', (answers, ok) => {
    expect(ZValuesAndTraitsAnswers.safeParse(answers).success).toBe(ok);
  });
});

describe('choosing the same rating again resets it to 0 (spec part 2 §9.4)', () => {
  it.each([
    [0, 3, 3],
    [3, 3, 0],
    [3, 5, 5],
    [5, 5, 0],
    [1, 1, 0],
  ] as const)('current %i, chosen %i -> %i', (current, chosen, next) => {
    expect(toggleRating(current, chosen)).toBe(next);
  });
});

describe('answer colour: above 3 green, below 2 red, else yellow (spec part 2 §9.4)', () => {
  it.each([
    [5, 'green'],
    [4, 'green'],
    [3, 'yellow'],
    [2, 'yellow'],
    [1, 'red'],
    [0, 'none'],
  ] as const)('rating %i is %s', (rating, colour) => {
    expect(valueAnswerColour(rating)).toBe(colour);
  });
});

describe('importance labels run from Most Important (5) to Not At All Important (1)', () => {
  it('labels the ends of the scale in English', () => {
    expect(IMPORTANCE_LABELS[importanceLabelCode(5)!].en).toBe('Most Important');
    expect(IMPORTANCE_LABELS[importanceLabelCode(1)!].en).toBe('Not At All Important');
    expect(importanceLabelCode(0)).toBeNull();
  });
  it('has text in every locale', () => {
    for (const label of Object.values(IMPORTANCE_LABELS)) {
      expect(label.en && label.th && label.es).toBeTruthy();
    }
  });
});

describe('setup errors carry catalogue codes', () => {
  it.each([
    [{ core_values: ids('c', 7), permission_to_play: [], non_essential: ['n1'] }, 'CORE_VALUES_TOO_MANY'],
    [{ core_values: [], permission_to_play: ids('p', 7), non_essential: ['n1'] }, 'CORE_VALUES_TOO_MANY'],
    [{ core_values: [], permission_to_play: [], non_essential: [] }, 'NON_ESSENTIAL_REQUIRED'],
  ])('%j → %s', (setup, code) => {
    expect(ZValuesAndTraitsSetup.safeParse(setup).error?.issues[0]?.message).toBe(code);
  });
});
