import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { PIN_LENGTH, PIN_PATTERN } from '@shared/constants/pin';

/** A fresh PIN: PIN_LENGTH decimal digits from the CSPRNG, leading zeros kept. */
export function generatePin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function newChallengeId(): string {
  return randomUUID();
}

/**
 * HMAC-SHA256 of salt and PIN under the deployment's key (pin-key.ts); the plain PIN is never stored
 * (docs/architecture.md "Identity and access"), and without the key the hashes cannot be searched.
 */
export function hashPin(pin: string, salt: string, key: Buffer): string {
  return createHmac('sha256', key).update(`${salt}:${pin}`, 'utf8').digest('hex');
}

/**
 * Constant-time comparison of an entered answer with the stored hash. Both sides are hex digests of
 * the same length, so `timingSafeEqual` never throws and the time spent does not depend on the PIN.
 */
export function pinMatches(answer: string, salt: string, storedHash: string, key: Buffer): boolean {
  const entered = answer.trim();
  const respondent = Buffer.from(hashPin(entered, salt, key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  const sameLength = respondent.length === stored.length;
  const equal = timingSafeEqual(respondent, sameLength ? stored : respondent);
  return sameLength && equal && PIN_PATTERN.test(entered);
}

/** The send-rate bucket: one counter per e-mail per UTC clock hour, e.g. `2025-03-01T14`. */
export function hourBucket(now: Date): string {
  return now.toISOString().slice(0, 13);
}

/** The UTC day of the daily PIN counters (wrong codes per address, sends per deployment). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Daily counters outlive their day a little, then the TTL removes them. */
export const DAY_TTL_SECONDS = 2 * 24 * 60 * 60;

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
