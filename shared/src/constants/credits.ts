/** Credits, plans and prices: spec part 2 §9.1. */

export const CREDIT_BALANCE_PLANS = ['free', 'payg', 'monthly', 'annual', 'unlimited'] as const;
export type CreditBalancePlan = (typeof CREDIT_BALANCE_PLANS)[number];

/** Plan names shown in the interface (spec part 2 §9.1); Growth and Business Plus ids live in payment config. */
export const NAMED_PLANS = ['Free', 'Growth', 'Business Plus', 'Unlimited'] as const;

export const FREE_CREDIT_BALANCE_CREDITS = 5;
/**
 * A guest's own credits (ours, docs/abuse.md "Credits"): none, since free credits come after verification. A
 * guest's results wait as held and open with the account's own free credits once it verifies.
 */
export const GUEST_FREE_CREDITS = 0;
/**
 * Coupon redemptions one client address may make a day, whatever the accounts behind it (ours, docs/abuse.md
 * "Credits"): a coupon is once per person, and a person redeems a handful at most; ten lets an office share an
 * address while one machine cannot walk a coupon through a stack of throw-away accounts.
 */
export const COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY = 10;
export const FREE_CREDIT_BALANCE_RESET_MONTHS = 1;
export const DEFAULT_TEAM_CREDIT_BALANCE = 0;
/** An unlimited plan that expires falls back to this many credits. */
export const UNLIMITED_EXPIRED_CREDITS = 5;
export const CREDITS_PER_GENERATION = 1;
/** One credit per respondent completion (spec part 2 §1). */
export const CREDITS_PER_COMPLETION = 1;
export const MIN_PURCHASE_CREDITS = 10;

export const PAYG_THB_PER_CREDIT = 35;

export interface CreditPack {
  credits: number;
  priceUsd: number;
  discountPercent: number;
}
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 10, priceUsd: 10, discountPercent: 0 },
  { credits: 20, priceUsd: 18, discountPercent: 10 },
  { credits: 30, priceUsd: 24, discountPercent: 20 },
  { credits: 40, priceUsd: 28, discountPercent: 30 },
];

export const MONTHLY_PLAN = { priceUsd: 49, unlimitedCredits: true, billingDayOfMonth: 6 } as const;
export const ANNUAL_PLAN = { priceUsd: 441, discountPercent: 25 } as const;
export const UNLIMITED_SKU_PRICE = { USD: 499, THB: 17000 } as const;

export const PLAN_PERIOD_MONTHS = { yearly: 12, monthly: 1 } as const;

export const CURRENCY = 'USD';
/** Provider amounts arrive in minor units (cents, satang). */
export const MINOR_UNITS_PER_MAJOR = 100;
