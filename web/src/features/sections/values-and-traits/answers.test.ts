import { describe, expect, it } from 'vitest';
import { ZValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import { readVtAnswers } from './answers';

const EMPTY = { defining_your_values: {}, identifying_key_traits: {} };

describe('reading saved values and traits answers without zod', () => {
  const cases: [string, unknown][] = [
    ['answers as saved', { defining_your_values: { integrity: 5, curiosity: 0 }, identifying_key_traits: { calm: 3 } }],
    ['nothing rated yet', EMPTY],
    ['a rating above the scale', { defining_your_values: { integrity: 6 }, identifying_key_traits: {} }],
    ['a negative rating', { defining_your_values: { integrity: -1 }, identifying_key_traits: {} }],
    ['a fractional rating', { defining_your_values: { integrity: 2.5 }, identifying_key_traits: {} }],
    ['a rating as text', { defining_your_values: { integrity: '5' }, identifying_key_traits: {} }],
    ['an empty item id', { defining_your_values: { '': 3 }, identifying_key_traits: {} }],
    ['an item id of 101 characters', { defining_your_values: { ['x'.repeat(101)]: 3 }, identifying_key_traits: {} }],
    ['a part missing', { defining_your_values: { integrity: 5 } }],
    ['a part that is a list', { defining_your_values: [5], identifying_key_traits: {} }],
    ['null', null],
    ['text', 'answers'],
  ];

  it.each(cases)('%s: kept exactly when the server’s schema accepts it, else empty', (_, value) => {
    const server = ZValuesAndTraitsAnswers.safeParse(value);
    expect(readVtAnswers(value)).toEqual(server.success ? server.data : EMPTY);
  });

  it('keeps good answers and empties bad ones (not vacuous)', () => {
    expect(readVtAnswers(cases[0]![1])).toEqual(cases[0]![1]);
    expect(readVtAnswers(cases[2]![1])).toEqual(EMPTY);
  });
});
