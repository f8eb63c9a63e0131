import { normalizeEmail } from './email';

/**
 * Guest accounts (spec part 1 §4 "Guest", §6): a visitor builds an assessment before signing up. A guest
 * signs in with a server-issued secret under an address of a reserved domain (RFC 2606 `.invalid`), which
 * can never be a real mailbox nor be claimed by anyone else, until they verify a real e-mail.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.invalid';

/** A guest's pass lasts this long without verification (product decision). */
export const GUEST_PASS_DAYS = 30;
/** Guest accounts one address may start in a day (product decision; startGuest is public). */
export const GUEST_STARTS_PER_ADDRESS_PER_DAY = 50;

/** The one-time sign-in grant a verified guest uses to open the new account (product decision). */
export const GUEST_GRANT_MINUTES = 10;

export function isGuestEmail(email: string): boolean {
  return normalizeEmail(email).endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}

export function guestEmail(id: string): string {
  return `guest-${id.replace(/[^A-Za-z0-9-]/g, '').toLowerCase()}@${GUEST_EMAIL_DOMAIN}`;
}
