import {
  DEFAULT_TEAM_CREDIT_BALANCE,
  FREE_CREDIT_BALANCE_CREDITS,
  FREE_CREDIT_BALANCE_RESET_MONTHS,
  GUEST_FREE_CREDITS,
  PLAN_PERIOD_MONTHS,
  UNLIMITED_EXPIRED_CREDITS,
  MIN_PURCHASE_CREDITS,
  type CreditBalancePlan,
} from '../constants/credits';
import { PLAN_EXPIRY_TIME } from '../constants/time';
import { DomainError } from '../errors/domain-error';
import { isValidEmail, normalizeEmail } from '../accounts/email';
import { isGuestEmail } from '../accounts/guest';
import { addMonths, atTimeOnDay } from '../time/zoned';
import type { CreditBalance } from './types';

/**
 * Quota plan state machine (spec part 1 §4, part 2 §4, §9.1): free → payg, monthly, annual or
 * unlimited; expiry back to free (an unlimited plan becomes 5 credits); cancelling goes to payg if
 * bought credits remain, else free. Free credits reset monthly. Times: Asia/Bangkok, and every
 * function takes `now`.
 */

export type SubscriptionPlan = Extract<CreditBalancePlan, 'monthly' | 'annual' | 'unlimited'>;

/** A guest's reserved address (`…@guest.invalid`) is an e-mail too: a guest has its own quota until it is verified. */
function requireEmail(email: string): string {
  if (!email || !(isValidEmail(email) || isGuestEmail(email))) throw new DomainError('INVALID_EMAIL');
  return normalizeEmail(email);
}

/**
 * A personal quota: 5 free credits, reset a month later. Quota writes need an e-mail ('Invalid email'). Free
 * credits come after verification and once per person (docs/abuse.md "Credits"): a guest starts with none and
 * never resets, and so does a second address of a person who already has an account (`samePersonExists`:
 * another spelling of one Gmail inbox, personKey).
 */
export function newPersonalCreditBalance(
  email: string,
  now: Date,
  opts: { samePersonExists?: boolean } = {},
): CreditBalance {
  const owner = requireEmail(email);
  const at = now.toISOString();
  const free = !isGuestEmail(owner) && !opts.samePersonExists;
  const credits = free ? FREE_CREDIT_BALANCE_CREDITS : GUEST_FREE_CREDITS;
  return {
    quota_used: 0,
    quota_remaining: credits,
    quota_total: credits,
    default_quota_total: credits,
    advanced_quota_total: 0,
    unlimited: false,
    plan: 'free',
    expired_at: null,
    free_monthly_reset_at: free ? addMonths(now, FREE_CREDIT_BALANCE_RESET_MONTHS).toISOString() : null,
    creator: owner,
    owner,
    unsubscribed: false,
    created_at: at,
    updated_at: at,
  };
}

/** A team quota starts at 0 (spec part 2 §6 "The default team quota is 0"). */
export function newTeamCreditBalance(ownerEmail: string, now: Date): CreditBalance {
  return {
    ...newPersonalCreditBalance(ownerEmail, now),
    quota_remaining: DEFAULT_TEAM_CREDIT_BALANCE,
    quota_total: DEFAULT_TEAM_CREDIT_BALANCE,
    default_quota_total: DEFAULT_TEAM_CREDIT_BALANCE,
    free_monthly_reset_at: null,
  };
}

/**
 * Bought credits still unspent. The record does not say which pool a spent credit came from, so
 * this counts the smaller of what remains and what was bought.
 */
export function advancedCreditsRemaining(q: CreditBalance): number {
  return Math.max(0, Math.min(q.quota_remaining, q.advanced_quota_total));
}

/** Free monthly reset after 1 month: the free allowance is restored and the next reset scheduled. */
export function applyFreeMonthlyReset(q: CreditBalance, now: Date): CreditBalance {
  if (q.plan !== 'free' || !q.free_monthly_reset_at) return q;
  let next = new Date(q.free_monthly_reset_at);
  if (now < next) return q;
  while (next <= now) next = addMonths(next, FREE_CREDIT_BALANCE_RESET_MONTHS);
  const remaining = Math.max(q.quota_remaining, q.default_quota_total);
  return {
    ...q,
    quota_remaining: remaining,
    quota_used: 0,
    quota_total: remaining,
    free_monthly_reset_at: next.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Plan expiry time: 23:59:59 Bangkok on the last day of the period. */
export function subscriptionExpiry(plan: SubscriptionPlan, start: Date): Date {
  const months = plan === 'monthly' ? PLAN_PERIOD_MONTHS.monthly : PLAN_PERIOD_MONTHS.yearly;
  return atTimeOnDay(addMonths(start, months), PLAN_EXPIRY_TIME);
}

/** Monthly and annual are unlimited-credit plans like the unlimited SKU (spec part 2 §9.1). */
export function subscribe(q: CreditBalance, plan: SubscriptionPlan, now: Date): CreditBalance {
  return {
    ...q,
    plan,
    unlimited: true,
    unsubscribed: false,
    expired_at: subscriptionExpiry(plan, now).toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Buying credits: minimum 10; a free plan becomes pay as you go. */
export function addPurchasedCredits(q: CreditBalance, credits: number, now: Date): CreditBalance {
  if (!Number.isInteger(credits) || credits < MIN_PURCHASE_CREDITS)
    throw new DomainError('MIN_PURCHASE', { min: MIN_PURCHASE_CREDITS });
  return { ...grantCredits(q, credits, now), plan: q.plan === 'free' ? 'payg' : q.plan };
}

/** Credits from a coupon or a referral reward: added to the bought pool, no minimum, plan unchanged. */
export function grantCredits(q: CreditBalance, credits: number, now: Date): CreditBalance {
  return {
    ...q,
    advanced_quota_total: q.advanced_quota_total + credits,
    quota_total: q.quota_total + credits,
    quota_remaining: q.quota_remaining + credits,
    updated_at: now.toISOString(),
  };
}

export function isExpired(q: CreditBalance, now: Date): boolean {
  return !!q.expired_at && now.getTime() > Date.parse(q.expired_at);
}

/**
 * On expiry the plan returns to free (spec part 2 §4). An expired unlimited-credit plan leaves
 * 5 credits (spec part 2 §9.1 "Unlimited plan after expiry: 5 credits"); the spec names the
 * unlimited plan, and monthly and annual are unlimited-credit plans, so all three behave alike.
 */
export function applyExpiry(q: CreditBalance, now: Date): CreditBalance {
  if (q.plan === 'free' || q.plan === 'payg' || !isExpired(q, now)) return q;
  return {
    ...q,
    plan: 'free',
    unlimited: false,
    quota_remaining: UNLIMITED_EXPIRED_CREDITS,
    quota_total: UNLIMITED_EXPIRED_CREDITS,
    quota_used: 0,
    advanced_quota_total: 0,
    default_quota_total: FREE_CREDIT_BALANCE_CREDITS,
    expired_at: null,
    free_monthly_reset_at: addMonths(now, FREE_CREDIT_BALANCE_RESET_MONTHS).toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Cancelling a subscription goes to payg if advanced credits remain, otherwise to free. */
export function cancelSubscription(q: CreditBalance, now: Date): CreditBalance {
  if (q.plan !== 'monthly' && q.plan !== 'annual' && q.plan !== 'unlimited') return q;
  const payg = advancedCreditsRemaining(q) > 0;
  return {
    ...q,
    plan: payg ? 'payg' : 'free',
    unlimited: false,
    unsubscribed: true,
    expired_at: null,
    free_monthly_reset_at: payg
      ? q.free_monthly_reset_at
      : addMonths(now, FREE_CREDIT_BALANCE_RESET_MONTHS).toISOString(),
    updated_at: now.toISOString(),
  };
}

/** Bring a stored quota up to date before reading it: expiry first, then the free monthly reset. */
export function refreshCreditBalance(q: CreditBalance, now: Date): CreditBalance {
  return applyFreeMonthlyReset(applyExpiry(q, now), now);
}

/**
 * The subscription line on the plan tab (spec part 1 §4): "Unsubscribe" while a subscription runs,
 * "Unsubscribed" once cancelled, with the renewal (end) date.
 */
export function subscriptionDisplay(q: CreditBalance): {
  action: 'unsubscribe' | 'unsubscribed' | null;
  renewsAt: string | null;
} {
  if (q.unsubscribed) return { action: 'unsubscribed', renewsAt: q.expired_at };
  if (q.plan === 'monthly' || q.plan === 'annual' || q.plan === 'unlimited')
    return { action: 'unsubscribe', renewsAt: q.expired_at };
  return { action: null, renewsAt: null };
}

/** The credit line of the account menu (spec part 1 §2): Unlimited, n remaining, or zero with Add Credit. */
export function creditLine(
  q: Pick<CreditBalance, 'unlimited' | 'quota_remaining'>,
):
  | { kind: 'unlimited' }
  | { kind: 'remaining'; count: number; plural: boolean }
  | { kind: 'empty'; addCreditPath: '/account/plan-billing' } {
  if (q.unlimited) return { kind: 'unlimited' };
  if (q.quota_remaining <= 0) return { kind: 'empty', addCreditPath: '/account/plan-billing' };
  return { kind: 'remaining', count: q.quota_remaining, plural: q.quota_remaining !== 1 };
}
