import type { Billing } from '@shared/routes';
import { subscriptionDisplay } from '@shared/credits';
import {
  latestMovementsOf,
  peekCreditBalance,
  toDomainCreditBalance,
  type CreditBalanceOwner,
} from './credit-balance-store';
import { latestPaymentsOf, type Payment } from './payment-store';
import { teamReader } from './team-buyer';

const SHOWN_MOVEMENTS = 20;
const SHOWN_PAYMENTS = 20;

/**
 * The plan tab's view of a person's own quota: plan, balance, renewal, the last movements and payments. It only
 * reads (peekCreditBalance): a due reset shows as it will be and is written by the next movement.
 */
export function billingOf(email: string, now: Date): Promise<Billing> {
  return billingView({ kind: 'personal', email }, latestPaymentsOf(email, SHOWN_PAYMENTS), now);
}

/**
 * A team's plan tab (spec part 2 §3 "quota … per team"): the team's quota and its movements, seen by its members.
 * Payments are the buyers' own (each buyer's plan tab lists what they paid); the team's movements show what landed.
 */
export async function teamBillingOf(teamId: string, email: string, now: Date): Promise<Billing> {
  const team = await teamReader(teamId, email);
  return billingView(team, Promise.resolve([]), now);
}

async function billingView(owner: CreditBalanceOwner, paid: Promise<Payment[]>, now: Date): Promise<Billing> {
  const item = await peekCreditBalance(owner, now);
  const q = toDomainCreditBalance(item);
  const [history, payments] = await Promise.all([latestMovementsOf(owner, SHOWN_MOVEMENTS), paid]);
  const display = subscriptionDisplay(q);
  return {
    plan: q.plan,
    unlimited: q.unlimited,
    remaining: q.quota_remaining,
    total: q.quota_total,
    used: q.quota_used,
    held: item.held_count ?? 0,
    renewsAt: item.unsubscribed_at ?? display.renewsAt,
    freeResetAt: q.plan === 'free' ? q.free_monthly_reset_at : null,
    subscription: display.action,
    canManageBilling: !!item.stripe_customer_id,
    history: history.map((h) => ({
      credits: h.credits,
      remaining: h.credits_remaining,
      type: h.type,
      at: bangkokToIso(h.created_at),
      detail: Object.entries((h.variables ?? {}) as Record<string, string>)
        .filter(([k]) => k === 'code' || k === 'respondent' || k === 'friend')
        .map(([, v]) => v)
        .join(' '),
    })),
    payments: payments.map((p) => ({
      id: p.sessionId,
      kind: p.kind,
      plan: planOf(p.plan),
      description: p.description,
      amount: p.amount,
      currency: p.currency,
      credit: p.credit ?? 0,
      status: p.status,
      created_at: p.created_at,
    })),
  };
}

/** quota_history keeps the spec's timestamp format in Bangkok time (UTC+7 all year); the page formats an instant. */
function bangkokToIso(stamp: string): string {
  const at = new Date(`${stamp.replace(' ', 'T')}+07:00`);
  return Number.isNaN(at.getTime()) ? stamp : at.toISOString();
}

export function planOf(plan: string | undefined): 'monthly' | 'annual' | 'unlimited' | null {
  return plan === 'monthly' || plan === 'annual' || plan === 'unlimited' ? plan : null;
}
