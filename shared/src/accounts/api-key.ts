import { ALPHANUMERIC, cryptoRandomBytes, randomString, type RandomBytes } from '../ids/random';

/**
 * API key format (spec part 2 §9.3 "numbers-chars pattern"): the issue time in epoch
 * milliseconds, a dash, then 32 random letters and digits, e.g. `1767225600000-Q3x...`.
 * The number part lets support tell when a key was issued; the random part carries the secret.
 * Regenerating replaces the key: irreversible, and it breaks existing integrations (spec part 1 §2).
 */
export const API_KEY_SECRET_LENGTH = 32;
export const API_KEY_PATTERN = /^\d{13}-[A-Za-z0-9]{32}$/;

export function isApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export function generateApiKey(now: Date, random: RandomBytes = cryptoRandomBytes): string {
  const millis = String(now.getTime()).padStart(13, '0');
  return `${millis}-${randomString(API_KEY_SECRET_LENGTH, ALPHANUMERIC, random)}`;
}

/** The time a key was issued, read back from its number part. */
export function apiKeyIssuedAt(key: string): Date | null {
  return isApiKey(key) ? new Date(Number(key.slice(0, 13))) : null;
}
