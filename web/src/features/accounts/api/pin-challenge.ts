import * as z from 'zod';
import { normalizeEmail } from '@shared/accounts/email';
import { PIN_EXPIRY_SECONDS } from '@shared/constants/pin';

/**
 * Which e-mail this browser tab is waiting for a PIN for. Amplify keeps the pending Cognito
 * custom-auth challenge (the `signIn` session) in this tab's memory and sessionStorage only, so a PIN
 * typed into /signup/verify, /account/verify or /pincode opened in another tab, or after the browser
 * was closed, can never be accepted (spec part 1 §4 "Sessions and accounts": enter e-mail, receive a
 * PIN, verify). The PIN page reads this record to decide whether to take a PIN at all, or to offer a
 * new code instead. sessionStorage has the same lifetime as Amplify's own record: this tab, reloads
 * included. Resuming the challenge in another tab would mean copying the Cognito session token into
 * shared storage, which we do not do.
 */
export const PIN_CHALLENGE_KEY = 'pinChallenge';

const ZPinChallengeRecord = z.object({
  email: z.string(),
  /** Epoch ms after which the PIN cannot be accepted (PIN_EXPIRY_SECONDS after it was sent). */
  expiresAt: z.number(),
  /** Cognito refused an answer: the challenge is over (3 wrong answers, or its session expired). */
  ended: z.boolean().default(false),
});
export type PinChallengeRecord = z.infer<typeof ZPinChallengeRecord>;

/** `pending`: a PIN typed here can be checked. Anything else: the page must offer a new code. */
export type PinChallengeStatus = 'pending' | 'missing' | 'expired' | 'ended';

/**
 * Pure: may the PIN page accept a PIN for `email` now? Only when this tab started the challenge, for
 * that e-mail, and the PIN has not expired (PIN_EXPIRY_SECONDS, also Cognito's session validity).
 */
export function pinChallengeStatus(record: PinChallengeRecord | null, email: string, now: number): PinChallengeStatus {
  if (!record || record.email !== normalizeEmail(email)) return 'missing';
  if (record.ended) return 'ended';
  if (now >= record.expiresAt) return 'expired';
  return 'pending';
}

/** Milliseconds until a pending challenge expires, for the page to switch over when it does. */
export function msUntilExpiry(record: PinChallengeRecord | null, now: number): number {
  return record ? Math.max(0, record.expiresAt - now) : 0;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

/** This tab's sessionStorage; memory where storage is unavailable (then a reload forgets, as Amplify does). */
function tabStore(): KeyValueStore {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage disabled by the browser: fall through.
  }
  return memoryStore;
}

export function readPinChallenge(store: KeyValueStore = tabStore()): PinChallengeRecord | null {
  try {
    const parsed = ZPinChallengeRecord.safeParse(JSON.parse(store.getItem(PIN_CHALLENGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** After Cognito issued the challenge (and mailed the PIN) in this tab. */
export function rememberPinChallenge(email: string, now: number = Date.now(), store: KeyValueStore = tabStore()): void {
  const record: PinChallengeRecord = {
    email: normalizeEmail(email),
    expiresAt: now + PIN_EXPIRY_SECONDS * 1000,
    ended: false,
  };
  store.setItem(PIN_CHALLENGE_KEY, JSON.stringify(record));
}

/** Cognito refused an answer outright: no PIN can succeed until a new code is requested. */
export function endPinChallenge(store: KeyValueStore = tabStore()): void {
  const record = readPinChallenge(store);
  if (record) store.setItem(PIN_CHALLENGE_KEY, JSON.stringify({ ...record, ended: true }));
}

/** Signed in, signed out, or a new code is being requested. */
export function forgetPinChallenge(store: KeyValueStore = tabStore()): void {
  store.removeItem(PIN_CHALLENGE_KEY);
}
