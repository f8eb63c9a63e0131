import { describe, expect, it } from 'vitest';
import { answeredItemCount } from './answer-items';

describe('answeredItemCount: what a closed section kept', () => {
  it('counts the items one or two levels down, as the kind keeps them', () => {
    expect(answeredItemCount('big5', { a: 5, b: 1 })).toBe(2);
    expect(
      answeredItemCount('values_and_traits', {
        defining_your_values: { v1: 5, v2: 3 },
        identifying_key_traits: { t1: 4 },
      }),
    ).toBe(3);
  });

  it('an empty text, an empty choice list or nothing saved is no answer', () => {
    expect(answeredItemCount('custom_survey', { q1: '  ', q2: [], q3: 'Yes', q4: ['a'] })).toBe(2);
    expect(answeredItemCount('logic_test', undefined)).toBe(0);
  });
});
