/**
 * Sign-in PIN limits. The spec (part 1 §4, part 2 §9.6) does not give these numbers; they are
 * product decisions: 6 digits, a short expiry, bounded attempts per challenge and bounded sends per e-mail per hour
 * (docs/architecture.md "Identity and access"; docs/auth.md).
 */
export const PIN_LENGTH = 6;
export const PIN_EXPIRY_SECONDS = 3 * 60;
export const PIN_MAX_ATTEMPTS_PER_CHALLENGE = 3;
/**
 * PINs one browser may have sent to one address in a UTC hour. Counted per (address, browser), so a stranger who
 * knows the address spends only the sends of their own browser, never the owner's. The browser is the random id
 * the web keeps (`device` in the sign-in's ClientMetadata); the Cognito triggers see no client IP (docs/auth.md).
 */
export const PIN_MAX_SENDS_PER_EMAIL_PER_HOUR = 5;
/**
 * PINs an address may be sent in a UTC hour in all, by browsers that never signed in to it: a stranger who makes up
 * a new browser id each time gets no more than this. A browser that signed in to the address before is not counted
 * here (only its own 5), so the owner's usual browser always gets its PIN.
 */
export const PIN_MAX_SENDS_PER_ADDRESS_PER_HOUR = 20;
export const PIN_PATTERN = /^\d{6}$/;
/**
 * Wrong PINs an address may receive before each further one makes it wait (back-off instead of a day's lock: a
 * stranger cannot lock the owner out). After PIN_FREE_FAILURES wrong answers, the next answer waits
 * PIN_BACKOFF_FIRST_SECONDS, doubling with each further wrong answer up to PIN_BACKOFF_MAX_SECONDS. A guesser so gets
 * about 34 tries in the first day and 24 a day after (1 in 40,000 a day of a million PIN values, as the old daily
 * lock of 20 gave about 1 in 50,000), while the owner's browser that signed in before answers without waiting.
 */
export const PIN_FREE_FAILURES = 5;
export const PIN_BACKOFF_FIRST_SECONDS = 60;
export const PIN_BACKOFF_MAX_SECONDS = 60 * 60;
/** The wrong-answer count of an address is forgotten a day after its last wrong answer. */
export const PIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/**
 * The unlock link mailed to an address's owner when a stranger's wrong answers make it wait: it lets one browser
 * (the one that opens it) sign in during the back-off. An hour, the longest back-off, so a link is still good
 * while the wait it answers lasts.
 */
export const PIN_UNLOCK_LINK_SECONDS = 60 * 60;
/**
 * Unlock mails an address gets in a UTC day: one. A stranger can restart the back-off every hour; the owner needs
 * one link to make a browser known, not a mail each time, and the stranger must not use it to flood the inbox.
 */
export const PIN_UNLOCK_MAILS_PER_ADDRESS_PER_DAY = 1;
/** PINs the whole deployment sends in a UTC day: a ceiling on cost and on guessing across many accounts. */
export const PIN_MAX_SENDS_PER_DAY = 20_000;
/**
 * Of PIN_MAX_SENDS_PER_DAY, what addresses that never signed in (no product account yet: sign-ups, and guest
 * verification codes) may spend: a quarter, so a flood of throw-away sign-ups leaves 15,000 sends a day to the
 * people who already use the product.
 */
export const PIN_MAX_NEW_ADDRESS_SENDS_PER_DAY = 5_000;
/**
 * Guest verification codes (spec part 1 §5) a guest may ask for in a UTC day, whatever the addresses: a guest verifies
 * one address, so 10 leave room for typos and resends, and a free guest cannot mail many strangers.
 */
export const GUEST_VERIFICATION_CODES_PER_GUEST_PER_DAY = 10;
/**
 * Guest verification codes one client IP may ask for in a UTC day: guests are free to start (50 a day per IP,
 * GUEST_STARTS_PER_ADDRESS_PER_DAY), so without this one IP could mail a code to 50 × 10 addresses a day.
 */
export const GUEST_VERIFICATION_CODES_PER_IP_PER_DAY = 30;
