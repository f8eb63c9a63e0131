/** Quota, credits, payments, coupons and referral: spec part 2 §5 and §8. */
export const CREDIT_ERRORS = {
  QUOTA_NOT_FOUND: 404,
  QUOTA_CREATE_FAILED: 500,
  NOT_ENOUGH_CREDITS: 402,
  NOT_ENOUGH_QUOTA: 402,
  NO_CREDITS_REMAINING: 402,
  MIN_PURCHASE: 400,
  /**
   * The spec names its card provider ('Omise customer was not found.'); Stripe replaces it
   * (docs/architecture.md "Adapters"), so the text names the payment customer generically.
   */
  PAYMENT_CUSTOMER_NOT_FOUND: 404,
  /** Ours: a guest (an unverified account) verifies before paying, so a payment always has a real owner. */
  PAYMENT_GUEST: 403,
  /** Ours: the Billing Portal and Unsubscribe need a subscription (or a Stripe customer) to act on. */
  NO_SUBSCRIPTION: 409,
  /** Ours: a result completed while no credit could pay for it is kept, and opens once a credit pays for it. */
  RESULT_HELD: 402,
  PAYMENTS_COMING_SOON: 503,
  COUPON_CODE_REQUIRED: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 410,
  COUPON_USAGE_LIMIT_REACHED: 409,
  COUPON_ALREADY_USED: 409,
  COUPON_INVALID: 400,
  COUPON_REDEEM_FAILED: 500,
  REFERRAL_INVALID_EMAIL: 400,
  REFERRAL_ALREADY_INVITED: 409,
  REFERRAL_EMAIL_NOT_RECOGNIZED: 404,
  REFERRAL_UNKNOWN_LINK: 404,
  REFERRAL_NO_TEAM_ID: 400,
  REFERRAL_ALREADY_USES_PRODUCT: 409,
  /** Ours: the owner of a referral link signed in and followed it. */
  REFERRAL_SELF: 409,
  /** Ours: referral invitation e-mails one account sends in a day (REFERRAL_MAILS_PER_REFERRER_PER_DAY). */
  REFERRAL_DAILY_LIMIT: 429,
  /** Ours (docs/abuse.md "Credits"): no free credits before verification, so a guest redeems no coupon. */
  COUPON_GUEST: 403,
  /** Ours (docs/abuse.md "Credits"): no rewards before verification, and no guest mails strangers. */
  REFERRAL_GUEST: 403,
  /** Ours (docs/abuse.md "Credits"): one client address redeems a few coupons a day, whatever the accounts. */
  COUPON_DAILY_LIMIT: 429,
} as const satisfies Record<string, number>;
