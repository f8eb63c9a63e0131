import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { newSalt } from '../pin/pin-code';

/** A pass secret: 256 random bits, URL-safe. */
export function newPassSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashPass(secret: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${secret}`, 'utf8').digest('hex');
}

/** Constant-time check of an answer against a stored pass hash. */
export function passMatches(answer: string, salt: string, storedHash: string): boolean {
  const respondent = Buffer.from(hashPass(answer.trim(), salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return respondent.length === stored.length && timingSafeEqual(respondent, stored);
}

/** A fresh pass: the secret for the client (once) and what is stored. */
export function issuePass(): { secret: string; salt: string; secretHash: string } {
  const secret = newPassSecret();
  const salt = newSalt();
  return { secret, salt, secretHash: hashPass(secret, salt) };
}
