import { RANDOM_ID_LENGTH } from '../constants/limits';

/** Source of random bytes; the default is Web Crypto (present in browsers and Node 20+). */
export type RandomBytes = (count: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count));

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random string over `alphabet`, unbiased (bytes that would skew the modulo are redrawn).
 * Default length 16 (spec part 2 §9.6 "Random id default length 16 characters").
 */
export function randomString(
  length = RANDOM_ID_LENGTH,
  alphabet = ALPHANUMERIC,
  random: RandomBytes = cryptoRandomBytes,
): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(length - out.length + 8)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** mulberry32: a small seeded generator of numbers in [0, 1), for output that must be the same on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
