/**
 * Sign-in PIN limits. The spec (part 1 §4, part 2 §9.6) does not give these numbers; they are
 * product decisions recorded in ARCHITECTURE.md ("6 digits, short expiry, bounded attempts per
 * challenge and bounded sends per e-mail per hour").
 */
export const PIN_LENGTH = 6;
export const PIN_EXPIRY_SECONDS = 3 * 60;
export const PIN_MAX_ATTEMPTS_PER_CHALLENGE = 3;
export const PIN_MAX_SENDS_PER_EMAIL_PER_HOUR = 5;
export const PIN_PATTERN = /^\d{6}$/;
