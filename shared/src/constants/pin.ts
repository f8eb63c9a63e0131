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
/**
 * Wrong PINs an account may receive in a UTC day before it is locked until the next day (no PIN sent, even the
 * right one refused). With 5 sends an hour × 3 attempts a guesser gets 15 tries an hour without it; with it, at
 * most 20 a day: about one account in 50,000 a day of a million PIN values.
 */
export const PIN_MAX_FAILURES_PER_DAY = 20;
/** PINs the whole deployment sends in a UTC day: a ceiling on cost and on guessing across many accounts. */
export const PIN_MAX_SENDS_PER_DAY = 20_000;
