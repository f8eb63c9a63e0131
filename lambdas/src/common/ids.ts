import { randomBytes, randomUUID } from 'node:crypto';

/** Template ids: random UUIDs. */
export function newId(): string {
  return randomUUID();
}

/** A respondent's access token: 256 random bits, URL-safe (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A respondent's opaque id for addresses and the API: 96 random bits, URL-safe (16 characters). */
export function newRef(): string {
  return randomBytes(12).toString('base64url');
}
