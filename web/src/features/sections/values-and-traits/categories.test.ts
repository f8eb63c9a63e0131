import { describe, expect, it } from 'vitest';
import { ZValuesAndTraitsSetup } from '@shared/sections/values-and-traits/schema';
import { suggestCategories, toVtSetup } from './categories';

const answers = (values: Record<string, number>) => ({
  defining_your_values: values,
  identifying_key_traits: { t1: 4 },
});

describe('value categories: a first placement within the spec limits', () => {
  it('places by rating: 5 core, 4 permission to play, 3 moderate, 1-2 non-essential', () => {
    expect(suggestCategories(answers({ a: 5, b: 4, c: 3, d: 2, e: 1 }), {})).toEqual({
      a: 'core_values',
      b: 'permission_to_play',
      c: 'moderately_important',
      d: 'non_essential',
      e: 'non_essential',
    });
  });

  it('never suggests more than 6 core values: the seventh top-rated goes to permission to play', () => {
    const seven = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => [id, 5]));
    const placed = suggestCategories(answers({ ...seven, z: 1 }), {});
    expect(Object.values(placed).filter((c) => c === 'core_values')).toHaveLength(6);
    expect(ZValuesAndTraitsSetup.safeParse(toVtSetup(answers({ ...seven, z: 1 }), placed, '2026.1')).success).toBe(
      true,
    );
  });

  it('keeps what the user placed, drops values no longer rated, and refuses a setup without a non-essential value', () => {
    const placed = suggestCategories(answers({ a: 5, b: 1 }), { b: 'moderately_important', gone: 'core_values' });
    expect(placed).toEqual({ a: 'core_values', b: 'moderately_important' });
    const parsed = ZValuesAndTraitsSetup.safeParse(toVtSetup(answers({ a: 5, b: 1 }), placed, '2026.1'));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('NON_ESSENTIAL_REQUIRED');
  });
});
