import { describe, expect, it } from 'vitest';
import { PIN_EXPIRY_SECONDS } from '@shared/constants/pin';
import {
  PIN_CHALLENGE_KEY,
  endPinChallenge,
  forgetPinChallenge,
  msUntilExpiry,
  pinChallengeStatus,
  readPinChallenge,
  rememberPinChallenge,
} from './pin-challenge';

/** One browser tab's sessionStorage. */
function tabStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const sentAt = Date.parse('2025-03-01T10:00:00Z');
const expiryMs = PIN_EXPIRY_SECONDS * 1000;

describe('the PIN page takes a PIN only for the challenge this tab started (spec part 1 §4: enter e-mail, receive a PIN, verify)', () => {
  it('the tab that requested the code takes a PIN for that e-mail, whatever its case', () => {
    const tab = tabStorage();
    rememberPinChallenge('Ann@Example.com', sentAt, tab);
    expect(pinChallengeStatus(readPinChallenge(tab), 'ann@example.com', sentAt + 1000)).toBe('pending');
    expect(pinChallengeStatus(readPinChallenge(tab), 'ANN@example.com', sentAt + 1000)).toBe('pending');
  });

  it('a new tab or a restarted browser (nothing in this tab) must request a new code', () => {
    const firstTab = tabStorage();
    rememberPinChallenge('ann@example.com', sentAt, firstTab);
    const newTab = tabStorage();
    expect(pinChallengeStatus(readPinChallenge(newTab), 'ann@example.com', sentAt + 1000)).toBe('missing');
  });

  it('a code this tab requested for another e-mail does not count', () => {
    const tab = tabStorage();
    rememberPinChallenge('bob@example.com', sentAt, tab);
    expect(pinChallengeStatus(readPinChallenge(tab), 'ann@example.com', sentAt + 1000)).toBe('missing');
  });

  it(`after ${PIN_EXPIRY_SECONDS} s the code has expired`, () => {
    const tab = tabStorage();
    rememberPinChallenge('ann@example.com', sentAt, tab);
    const record = readPinChallenge(tab);
    expect(pinChallengeStatus(record, 'ann@example.com', sentAt + expiryMs - 1)).toBe('pending');
    expect(pinChallengeStatus(record, 'ann@example.com', sentAt + expiryMs)).toBe('expired');
    expect(msUntilExpiry(record, sentAt + 1000)).toBe(expiryMs - 1000);
    expect(msUntilExpiry(record, sentAt + expiryMs + 5)).toBe(0);
  });

  it('once Cognito refused an answer the code is used up until a new one is requested', () => {
    const tab = tabStorage();
    rememberPinChallenge('ann@example.com', sentAt, tab);
    endPinChallenge(tab);
    expect(pinChallengeStatus(readPinChallenge(tab), 'ann@example.com', sentAt + 1000)).toBe('ended');
    rememberPinChallenge('ann@example.com', sentAt + 2000, tab);
    expect(pinChallengeStatus(readPinChallenge(tab), 'ann@example.com', sentAt + 3000)).toBe('pending');
  });

  it('signing in, signing out or starting a new request forgets it; a corrupt record reads as none', () => {
    const tab = tabStorage();
    rememberPinChallenge('ann@example.com', sentAt, tab);
    forgetPinChallenge(tab);
    expect(readPinChallenge(tab)).toBeNull();
    endPinChallenge(tab);
    expect(readPinChallenge(tab)).toBeNull();
    tab.setItem(PIN_CHALLENGE_KEY, '{not json');
    expect(pinChallengeStatus(readPinChallenge(tab), 'ann@example.com', sentAt)).toBe('missing');
    tab.setItem(PIN_CHALLENGE_KEY, JSON.stringify({ email: 'ann@example.com' }));
    expect(readPinChallenge(tab)).toBeNull();
  });
});
