import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Template ids: random UUIDs. */
export function newId(): string {
  return randomUUID();
}

/** A respondent's access token: 256 random bits, URL-safe (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

const LINK_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Public link code: three groups of three (spec part 2 §9.2), from an alphabet without look-alike characters. */
export function newPublicCode(): string {
  const group = () => Array.from({ length: 3 }, () => LINK_ALPHABET[randomInt(LINK_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}
