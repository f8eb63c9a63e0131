import { DomainError } from '../errors/domain-error';
import { cleanMicrosoftEmail, isValidEmail, normalizeEmail } from './email';

export type SignInMethod = 'email' | 'google' | 'microsoft';

interface KnownUser {
  email: string;
  signInMethod: SignInMethod;
  isGuest?: boolean;
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
