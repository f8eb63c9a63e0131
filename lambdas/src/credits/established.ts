import { isGuestEmail } from '@shared/accounts/guest';
import type { CompletionPayer } from './completion-credit';
import { peekStoredCreditBalance, personalCreditBalanceKey, type CreditBalanceItem } from './credit-balance-store';
import { hasRealUseMovement } from './movement-store';

/**
 * Money was paid into this quota: a plan other than free, or a Stripe customer (set only when a checkout is paid,
 * credits/stripe-events.ts). The one test of "a paying account" the deployment budgets split on (docs/abuse.md).
 */
export function isPaidCreditBalance(q: Pick<CreditBalanceItem, 'plan' | 'stripe_customer_id'>): boolean {
  return (q.plan ?? 'free') !== 'free' || !!q.stripe_customer_id;
}

/**
 * Whether a person's own quota was paid into (isPaidCreditBalance): only such accounts draw on the customers' pool of an
 * AI budget; guests and accounts that never paid share the smaller fresh pool.
 */
export async function hasPaid(email: string): Promise<boolean> {
  if (isGuestEmail(email)) return false;
  const data = await peekStoredCreditBalance(personalCreditBalanceKey(email));
  return !!data && isPaidCreditBalance(data);
}

/**
 * Whether the account paying for an assessment has paid or used a credit (docs/abuse.md "Invitations"): only then
 * may its invitations carry its own words. A paid quota (isPaidCreditBalance) counts at once; otherwise its credit history
 * must hold a spend or a purchase. Coupons and referral rewards do not count: they are free.
 */
export async function hasPaidOrUsedCredit(payer: CompletionPayer): Promise<boolean> {
  if (payer.sources.some((s) => isPaidCreditBalance(s.quota))) return true;
  for (const s of payer.sources) {
    // Movements only real use or real money makes: a credit spent on a completion or a run, a purchase, a plan.
    if (await hasRealUseMovement(s.quota.key)) return true;
  }
  return false;
}
