import {
  PIN_EXPIRY_SECONDS,
  PIN_LENGTH,
  PIN_MAX_ATTEMPTS_PER_CHALLENGE,
  PIN_MAX_SENDS_PER_EMAIL_PER_HOUR,
} from '../constants/pin';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/catalogue';
import { cryptoRandomBytes, randomString, type RandomBytes } from '../ids/random';
import { cleanMicrosoftEmail, isValidEmail, normalizeEmail } from './email';

export type SignInMethod = 'email' | 'google' | 'microsoft';

interface KnownUser {
  email: string;
  signInMethod: SignInMethod;
  isGuest?: boolean;
}

/**
 * Login request (spec part 1 §5): an unknown user reads 'Please recheck your login credentials';
 * an account created with Google or Microsoft must sign in the same way.
 */
export function checkSignInRequest(user: KnownUser | null | undefined, method: SignInMethod): void {
  if (!user) throw new DomainError('RECHECK_LOGIN_CREDENTIALS');
  if (user.signInMethod !== method) throw new DomainError('USE_SIGN_UP_METHOD');
}

/** Sign-up is rejected for an e-mail already registered (spec part 1 §5). */
export function checkSignUpRequest(email: string, existing: KnownUser | null | undefined): void {
  if (!isValidEmail(email)) throw new DomainError('INVALID_EMAIL_ADDRESS');
  if (existing && !existing.isGuest)
    throw new DomainError('EMAIL_ALREADY_REGISTERED', { email: normalizeEmail(email) });
}

/**
 * Provider sign-up (spec part 1 §5): the e-mail must be valid, Microsoft ones are cleaned first,
 * and an existing e-mail is rejected. Returns the address to store.
 */
export function checkProviderSignUp(
  rawEmail: string,
  provider: Exclude<SignInMethod, 'email'>,
  existing: KnownUser | null | undefined,
): string {
  const email = provider === 'microsoft' ? cleanMicrosoftEmail(rawEmail) : normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new DomainError('INVALID_EMAIL_ADDRESS');
  if (existing) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email });
  return email;
}

/** A PIN challenge as stored for one e-mail; `guestId` is set when a guest verifies. */
export interface PinChallenge {
  email: string;
  pin: string;
  issued_at: string;
  attempts: number;
  guestId?: string;
}

export function generatePin(random: RandomBytes = cryptoRandomBytes): string {
  return randomString(PIN_LENGTH, '0123456789', random);
}

export function newPinChallenge(
  email: string,
  now: Date,
  random: RandomBytes = cryptoRandomBytes,
  guestId?: string,
): PinChallenge {
  return {
    email: normalizeEmail(email),
    pin: generatePin(random),
    issued_at: now.toISOString(),
    attempts: 0,
    ...(guestId ? { guestId } : {}),
  };
}

function sameDigits(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export type PinCheck = { ok: true } | { ok: false; code: ErrorCode; challenge: PinChallenge | null };

/**
 * The PIN must equal the stored PIN for that e-mail, else 'Invalid email or OTP' (spec part 1 §5).
 * Expiry and the attempt bound are product decisions (constants/pin.ts). A wrong PIN returns the
 * challenge with one more attempt counted, for the caller to store.
 */
export function verifyPin(
  challenge: PinChallenge | null | undefined,
  email: string,
  entered: string,
  now: Date,
): PinCheck {
  if (!challenge || challenge.email !== normalizeEmail(email))
    return { ok: false, code: 'INVALID_EMAIL_OR_OTP', challenge: challenge ?? null };
  if (challenge.attempts >= PIN_MAX_ATTEMPTS_PER_CHALLENGE)
    return { ok: false, code: 'PIN_TOO_MANY_ATTEMPTS', challenge };
  if (now.getTime() - Date.parse(challenge.issued_at) > PIN_EXPIRY_SECONDS * 1000)
    return { ok: false, code: 'PIN_EXPIRED', challenge };
  if (sameDigits(challenge.pin, entered.trim())) return { ok: true };
  return { ok: false, code: 'INVALID_EMAIL_OR_OTP', challenge: { ...challenge, attempts: challenge.attempts + 1 } };
}

/** At most 5 PINs per e-mail in any rolling hour (product decision). `sentAt`: earlier sends. */
export function checkPinSendAllowed(sentAt: readonly Date[], now: Date): void {
  const hourAgo = now.getTime() - 60 * 60 * 1000;
  const recent = sentAt.filter((d) => d.getTime() > hourAgo && d.getTime() <= now.getTime()).length;
  if (recent >= PIN_MAX_SENDS_PER_EMAIL_PER_HOUR) throw new DomainError('PIN_SEND_LIMIT');
}

/**
 * Guest verification (spec part 1 §5): e-mail required; signed in; a guest; PIN matches; the
 * guest in the PIN record is the current guest; the e-mail is not already registered.
 */
export function checkGuestVerification(input: {
  email: string | null | undefined;
  actor: { id: string; isGuest: boolean } | null | undefined;
  challenge: PinChallenge | null | undefined;
  pin: string;
  now: Date;
  registered: boolean;
}): void {
  const { email, actor, challenge } = input;
  if (!email?.trim()) throw new DomainError('EMAIL_REQUIRED');
  if (!actor) throw new DomainError('NOT_LOGGED_IN');
  if (!actor.isGuest) throw new DomainError('NOT_A_GUEST');
  const check = verifyPin(challenge, email, input.pin, input.now);
  if (!check.ok) throw new DomainError(check.code);
  if (challenge?.guestId !== actor.id) throw new DomainError('GUEST_MISMATCH');
  if (input.registered) throw new DomainError('EMAIL_ALREADY_REGISTERED', { email: normalizeEmail(email) });
}
