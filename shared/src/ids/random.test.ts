import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOWER_ALPHANUMERIC, randomString } from './random';

describe('random ids', () => {
  it('Random id default length 16 characters (spec part 2 §9.6)', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('any length over any alphabet, only alphabet characters, even from a skewed byte source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 64 }), fc.uint8Array({ minLength: 1, maxLength: 8 }), (n, seed) => {
        let i = 0;
        const source = (count: number) =>
          Uint8Array.from({ length: count }, () => (seed[i++ % seed.length]! + i) % 256);
        const s = randomString(n, LOWER_ALPHANUMERIC, source);
        return s.length === n && [...s].every((c) => LOWER_ALPHANUMERIC.includes(c));
      }),
    );
  });
});
