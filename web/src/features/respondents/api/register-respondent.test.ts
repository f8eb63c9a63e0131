import { describe, expect, it } from 'vitest';
import { registrationId } from './register-respondent';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('registration id', () => {
  it('is stable for one link in one tab, so a retry gets the same respondent token', () => {
    const s = memoryStorage();
    const first = registrationId('abc-def-ghi', s);
    expect(registrationId('abc-def-ghi', s)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('differs between links and between browsers', () => {
    const s = memoryStorage();
    expect(registrationId('abc-def-ghi', s)).not.toBe(registrationId('xyz-xyz-xyz', s));
    expect(registrationId('abc-def-ghi', memoryStorage())).not.toBe(registrationId('abc-def-ghi', s));
  });
});
