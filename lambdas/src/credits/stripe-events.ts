import { emailKey } from '@shared/accounts/email';
import { cancelSubscription, subscribe, type SubscriptionPlan } from '@shared/credits';
import type { Stripe } from '../adapters/payments';
import { findUser, personalTeamId } from '../accounts';
import { changeCreditBalance } from './credit-balance-store';
import { grantCredits } from './ledger';
import { logger } from '../common/logger';
import { referralEventSafely } from './referral-rewards';
import { teamRecipient } from './team-buyer';
import {
  loadPayment,
  loadStripeCustomer,
  recordStripeEventHandled,
  saveStripeCustomer,
  settlePendingPayment,
  stripeEventHandled,
} from './payment-store';

/**
 * What each Stripe event does (spec part 2 §4). Every credit or plan change is keyed by the business event it
 * stands for (the checkout session, the invoice, the subscription change), so a replayed event, or two events
 * for one payment, changes the quota once. An event that arrives before the one it depends on throws, so
 * Stripe delivers it again later.
 */
export class EventNotReady extends Error {}

const SUBSCRIPTION_PLANS = new Set(['monthly', 'annual']);

/** A verified Stripe event, handled once: one already handled changes nothing; a failure leaves it unrecorded. */
export async function receiveStripeEvent({ event, now }: { event: Stripe.Event; now: Date }): Promise<void> {
  if (await stripeEventHandled(event.id)) return;
  await handleStripeEvent(event, now);
  await recordStripeEventHandled(event.id, event.type, now);
}

async function handleStripeEvent(event: Stripe.Event, now: Date): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfil(event.data.object, now);
    case 'checkout.session.async_payment_failed':
      return settle(event.data.object.id, 'FAILED', now);
    case 'checkout.session.expired':
      return settle(event.data.object.id, 'EXPIRED', now);
    case 'invoice.paid':
      return renew(event.data.object, now);
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      const email = sub.metadata?.email;
      if (!email) return;
      return applySubscriptionChange(email, sub, `stripe#${event.id}`, event.created, now);
    }
    case 'customer.subscription.deleted':
      return ended(event.data.object, now);
    default:
      return;
  }
}

/**
 * A paid checkout is fulfilled only against the payment this product recorded when it started that session, for
 * the account and with the credits or plan recorded then (docs/abuse.md "Credits"): a session some other product
 * on the same Stripe account started, or one whose metadata names someone else, changes nothing. The checkout's
 * address is given to the browser only after the record is written, so a payment cannot arrive before it.
 */
async function fulfil(session: Stripe.Checkout.Session, now: Date) {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const payment = await loadPayment(session.id);
  if (!payment || (payment.status !== 'PENDING' && payment.status !== 'PAID'))
    return void logger.warn('stripe checkout without a payment of ours', { session: session.id });
  const email = payment.email;
  if (session.metadata?.email && emailKey(session.metadata.email) !== payment.emailKey)
    return void logger.warn('stripe checkout for another account', { session: session.id });
  if (session.metadata && (session.metadata.teamId ?? '') !== (payment.teamId ?? ''))
    return void logger.warn('stripe checkout for another team', { session: session.id });
  const eventId = `checkout#${session.id}`;
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  const variables = { description: payment.sku, session: session.id };
  if (payment.kind === 'pack' || payment.kind === 'payg') {
    // A team's purchase goes to the team's quota (team-buyer.ts checked the buyer when the checkout started).
    const to = payment.teamId ? await teamRecipient(payment.teamId, email) : undefined;
    await grantCredits({ email, to, eventId, credits: payment.credit ?? 0, type: 'purchase', variables, now });
  } else if (payment.kind === 'subscription' || payment.kind === 'unlimited') {
    const plan = (payment.kind === 'unlimited' ? 'unlimited' : payment.plan) as SubscriptionPlan;
    await changeCreditBalance(
      { kind: 'personal', email },
      eventId,
      (q) => ({
        quota: subscribe(q, plan, now),
        movement: { credits: 0, type: 'subscription', email, scope: 'personal', variables },
        set: {
          ...(customerId ? { stripe_customer_id: customerId } : {}),
          ...(subscriptionId ? { stripe_subscription_id: subscriptionId } : {}),
        },
      }),
      now,
    );
  }
  if (customerId) await saveStripeCustomer(customerId, email, now);
  // The payment in the audit log of the workspace it paid for, named by Stripe's session id; the payer is the actor.
  const payer = await findUser(email);
  await settlePendingPayment(session.id, 'PAID', now, {
    teamId: payment.teamId || personalTeamId(payer?.sub ?? ''),
    action: 'payment_received',
    actor: payer?.sub ?? 'stripe',
    target: { type: 'payment', id: session.id },
    detail: payment.kind,
    now,
  });
  // A payment is real use: a referred buyer's referral reward is due (docs/abuse.md "Credits").
  await referralEventSafely('real_use', email, now);
}

/** A payment leaves PENDING once; a later event for it changes nothing. */
function settle(sessionId: string, status: 'PAID' | 'FAILED' | 'EXPIRED', now: Date) {
  return settlePendingPayment(sessionId, status, now);
}

/** A renewal invoice extends a monthly or annual plan by one period from the renewal. */
async function renew(invoice: Stripe.Invoice, now: Date) {
  if (invoice.billing_reason !== 'subscription_cycle') return;
  const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
  if (!customerId || !invoice.id) return;
  const customer = await loadStripeCustomer(customerId);
  if (!customer) throw new EventNotReady(`customer ${customerId} not known yet`);
  await changeCreditBalance(
    { kind: 'personal', email: customer.email },
    `invoice#${invoice.id}`,
    (q) =>
      SUBSCRIPTION_PLANS.has(q.plan)
        ? {
            quota: subscribe(q, q.plan as SubscriptionPlan, now),
            movement: {
              credits: 0,
              type: 'subscription',
              email: customer.email,
              scope: 'personal',
              variables: { invoice: invoice.id ?? '' },
            },
          }
        : null,
    now,
  );
}

/**
 * Unsubscribe (spec part 2 §4): a subscription set to end with its period shows Unsubscribed with that date
 * and keeps its unlimited credits until then; turned back on, it shows Unsubscribe again. Only the account's
 * current subscription counts, and only a change newer than the last one applied (`at`: when it happened at
 * Stripe, Unix seconds), so an older event Stripe delivers late does not undo a newer state. The time is kept
 * even when the change leaves the plan as it was.
 */
export async function applySubscriptionChange(
  email: string,
  sub: Stripe.Subscription,
  eventId: string,
  at: number,
  now: Date,
): Promise<void> {
  const cancelling = sub.cancel_at_period_end || !!sub.cancel_at;
  const endsAt = sub.cancel_at ? new Date(sub.cancel_at * 1000).toISOString() : undefined;
  await changeCreditBalance(
    { kind: 'personal', email },
    eventId,
    (q, stored) => {
      if (!SUBSCRIPTION_PLANS.has(q.plan)) {
        if (cancelling) throw new EventNotReady(`subscription ${sub.id} is not active here yet`);
        return null;
      }
      if (stored.stripe_subscription_id !== sub.id) return null;
      if ((stored.stripe_subscription_event_at ?? 0) > at) return null;
      if (cancelling === q.unsubscribed) return { quota: q, movement: null, set: { stripe_subscription_event_at: at } };
      return {
        quota: { ...q, unsubscribed: cancelling },
        movement: {
          credits: 0,
          type: cancelling ? 'cancel' : 'subscription',
          email,
          scope: 'personal',
          variables: { subscription: sub.id },
        },
        set: {
          stripe_subscription_event_at: at,
          ...(cancelling ? { unsubscribed_at: endsAt ?? q.expired_at ?? now.toISOString() } : {}),
        },
      };
    },
    now,
  );
}

/**
 * The subscription ended: pay as you go if bought credits remain, else free (spec part 2 §4). Only the end of the
 * account's current subscription ends its plan; an earlier subscription's end changes nothing.
 */
async function ended(sub: Stripe.Subscription, now: Date) {
  const email = sub.metadata?.email;
  if (!email) return;
  await changeCreditBalance(
    { kind: 'personal', email },
    `subscription-ended#${sub.id}`,
    (q, stored) => {
      if (stored.stripe_subscription_id !== sub.id) return null;
      const after = cancelSubscription(q, now);
      return after === q
        ? null
        : {
            quota: after,
            movement: { credits: 0, type: 'cancel', email, scope: 'personal', variables: { subscription: sub.id } },
          };
    },
    now,
  );
}
