import { describe, expect, it, vi } from 'vitest';
import * as crypto from 'node:crypto';
import { PIN_PATTERN } from '@shared/constants/pin';
import { generatePin, hashPin, hourBucket, newSalt, pinMatches } from './pin-code';

const KEY = Buffer.from('unit test pin hash key');

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual), randomInt: vi.fn(actual.randomInt) };
});

describe('PIN codes', () => {
  it('a PIN is 6 digits from crypto.randomInt, leading zeros kept', () => {
    vi.mocked(crypto.randomInt).mockReturnValueOnce(42 as never);
    expect(generatePin()).toBe('000042');
    for (let i = 0; i < 200; i++) expect(generatePin()).toMatch(PIN_PATTERN);
  });

  it('only a salted hash is stored: it never contains the PIN and differs per salt', () => {
    const a = hashPin('123456', newSalt(), KEY);
    const b = hashPin('123456', newSalt(), KEY);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('123456');
    expect(a).not.toBe(b);
  });

  it('the hash is keyed: the same PIN and salt under another key neither hashes nor matches alike', () => {
    const salt = newSalt();
    const other = Buffer.from('another deployment key');
    expect(hashPin('123456', salt, KEY)).not.toBe(hashPin('123456', salt, other));
    expect(pinMatches('123456', salt, hashPin('123456', salt, KEY), other)).toBe(false);
  });

  it('the entered PIN must equal the stored PIN', () => {
    const salt = newSalt();
    const stored = hashPin('123456', salt, KEY);
    expect(pinMatches('123456', salt, stored, KEY)).toBe(true);
    expect(pinMatches(' 123456 ', salt, stored, KEY)).toBe(true);
    expect(pinMatches('123457', salt, stored, KEY)).toBe(false);
    expect(pinMatches('', salt, stored, KEY)).toBe(false);
    expect(pinMatches('123456', newSalt(), stored, KEY)).toBe(false);
    expect(pinMatches('123456', salt, 'abc', KEY)).toBe(false);
  });

  it('compares in constant time (crypto.timingSafeEqual on equal-length digests)', () => {
    const salt = newSalt();
    vi.mocked(crypto.timingSafeEqual).mockClear();
    pinMatches('000000', salt, hashPin('999999', salt, KEY), KEY);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
    const [x, y] = vi.mocked(crypto.timingSafeEqual).mock.calls[0] as [Buffer, Buffer];
    expect(x.length).toBe(32);
    expect(y.length).toBe(32);
  });

  it('sends are counted per UTC clock hour', () => {
    expect(hourBucket(new Date('2025-03-01T14:59:59Z'))).toBe('2025-03-01T14');
    expect(hourBucket(new Date('2025-03-01T15:00:00Z'))).toBe('2025-03-01T15');
  });
});
