/** Sign-in, sign-up, guests, e-mail and API key: spec part 1 §5 and part 2 §5, §8. */
export const ACCOUNT_ERRORS = {
  /** The public API (spec part 1 §2 /docs-for-dev): a missing, unknown or replaced key. */
  API_KEY_INVALID: 401,
  /** Two regenerations at once: one key wins; the other request gets no key rather than one that would be revoked. */
  API_KEY_REGENERATED_ELSEWHERE: 409,
  API_RATE_LIMITED: 429,
  // Ours (docs/abuse.md "Uploads"): a day's photo or logo uploads of the account, its network or the whole service.
  IMAGE_UPLOAD_DAILY_LIMIT: 429,
  INVALID_EMAIL_OR_OTP: 401,
  RECHECK_LOGIN_CREDENTIALS: 401,
  USE_SIGN_UP_METHOD: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  INVALID_EMAIL_ADDRESS: 400,
  /**
   * Not in the spec: a Google or Microsoft sign-up whose provider has not verified the e-mail is
   * refused, so an address nobody proved is never bound to an account (pre-sign-up trigger).
   */
  PROVIDER_EMAIL_NOT_VERIFIED: 403,
  /** Ours: the guest's Google/Microsoft hand-over token is unknown, used or expired. */
  /** The unlock link mailed during a back-off (docs/auth.md "Guessing"): unknown, expired or already used. */
  SIGN_IN_LINK_INVALID: 410,
  /** Ours: an unsubscribe link (completion e-mails) that no account signed: cut short, altered or made up. */
  UNSUBSCRIBE_LINK_INVALID: 410,
  GUEST_LINK_INVALID: 410,
  /** Ours: the provider round trip came back without a usable answer (cancelled, replayed, or expired). */
  PROVIDER_SIGN_IN_FAILED: 401,
  /** Quota writes without an e-mail (spec part 2 §5 "Credits"). */
  INVALID_EMAIL: 400,
  EMAIL_REQUIRED: 400,
  /**
   * A verified identity whose account was never opened (docs/architecture.md "Identity and access"): every signed-in
   * route answers so until the client opens it (openAccount) and retries; a read never opens it.
   */
  ACCOUNT_NOT_OPEN: 409,
  NOT_LOGGED_IN: 401,
  TERMS_NOT_ACCEPTED: 400,
  NOT_A_GUEST: 409,
  GUEST_MISMATCH: 403,
  USER_NOT_FOUND: 404,
  USER_NOT_FOUND_EMAIL: 404,
  NO_EMAIL_FOUND: 400,
  /** PIN limits are product decisions (constants/pin.ts). */
  PIN_EXPIRED: 401,
  PIN_TOO_MANY_ATTEMPTS: 429,
  /** Ours: guest accounts started from one address in a day (startGuest). */
  GUEST_START_LIMIT: 429,
  /**
   * Ours: too many wrong codes for this address lately, so it waits out a back-off of a few minutes (PIN_FREE_FAILURES,
   * PIN_BACKOFF_*); a browser that signed in to it before is not held back.
   */
  PIN_LOCKED: 429,
  /**
   * Ours (docs/deploy.md "E-mail delivery: bounces and complaints"): the address is on the product's suppression list
   * (SES reported a permanent bounce or a spam complaint for it), so no sign-in code is mailed to it.
   */
  EMAIL_UNDELIVERABLE: 422,
  PIN_SEND_LIMIT: 429,
  INVALID_API_KEY: 401,
  INVALID_COLOR: 400,
  ACCOUNT_OWNS_SHARED_TEAM: 409,
  ACCOUNT_DELETE_CONFIRMATION: 422,
} as const satisfies Record<string, number>;
