import { emailKey } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { DomainError } from '@shared/errors';
import { checkoutOrder, toMinorUnits } from '@shared/credits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { payments } from '../../adapters/payments';
import { webUrl } from '../../common/web-url';
import { billingOf, planOf } from '../billing-view';
import { loadQuota, peekQuota } from '../quota-store';
import { applySubscriptionChange } from '../stripe-events';

/** The plan and billing tab (spec part 1 §2): the account's own quota, movements and payments. */
export const getBilling = defineHandler('getBilling', async ({ now, user }) => {
  return billingOf(user.email, now);
});

/**
 * Buying (spec part 2 §9.1) through Stripe Checkout: the server prices the item, creates the session for the
 * signed-in account and records the payment PENDING (part 2 §4); the webhook moves it on. A guest verifies first.
 */
export const createCheckout = defineHandler('createCheckout', async ({ body, locale, now, user }) => {
  if (isGuestEmail(user.email)) throw new DomainError('PAYMENT_GUEST');
  const order = checkoutOrder(body);
  const { stripe } = await payments();
  const quota = await loadQuota({ kind: 'personal', email: user.email }, now);
  const metadata = {
    email: user.email,
    kind: order.kind,
    credits: String(order.credits),
    plan: order.plan ?? '',
    sku: order.sku,
  };
  const web = webUrl();
  const session = await stripe.checkout.sessions.create({
    mode: order.mode,
    ...(quota.stripe_customer_id ? { customer: quota.stripe_customer_id } : { customer_email: user.email }),
    client_reference_id: emailKey(user.email),
    locale: locale === 'th' ? 'th' : locale === 'es' ? 'es' : 'en',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency,
          unit_amount: toMinorUnits(order.amount),
          product_data: { name: order.description },
          ...(order.interval ? { recurring: { interval: order.interval } } : {}),
        },
      },
    ],
    metadata,
    ...(order.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
    success_url: `${web}/account/plan-billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${web}/account/plan-billing`,
  });
  if (!session.url) throw new DomainError('INTERNAL');
  const at = now.toISOString();
  await db()
    .entities.payment.create({
      sessionId: session.id,
      emailKey: emailKey(user.email),
      email: user.email,
      kind: order.kind,
      sku: order.sku,
      amount: order.amount,
      price: order.amount,
      currency: order.currency.toUpperCase(),
      type: order.type,
      credit: order.credits,
      ...(order.plan ? { plan: order.plan } : {}),
      description: order.description,
      payment_title: order.description,
      status: 'PENDING',
      created_at: at,
      updated_at: at,
    })
    .go();
  return { url: session.url };
});

/** The return page after a payment: the payment as the webhook left it (PENDING until it lands). */
export const getCheckoutResult = defineHandler('getCheckoutResult', async ({ params, user }) => {
  const { data } = await db().entities.payment.get({ sessionId: params.sessionId }).go({ consistent: true });
  if (!data || data.emailKey !== emailKey(user.email)) throw new DomainError('DATA_NOT_FOUND');
  return {
    status: data.status,
    description: data.description,
    credit: data.credit ?? 0,
    kind: data.kind,
    plan: planOf(data.plan),
  };
});

/** Managing a subscription happens in the Stripe Billing Portal. */
export const createBillingPortal = defineHandler('createBillingPortal', async ({ now, user }) => {
  // Read only: a refusal writes nothing (a customer or subscription exists only on a stored quota).
  const quota = await peekQuota({ kind: 'personal', email: user.email }, now);
  if (!quota.stripe_customer_id) throw new DomainError('NO_SUBSCRIPTION');
  const { stripe } = await payments();
  const portal = await stripe.billingPortal.sessions.create({
    customer: quota.stripe_customer_id,
    return_url: `${webUrl()}/account/plan-billing`,
  });
  return { url: portal.url };
});

/**
 * Unsubscribe (spec part 2 §4): the subscription is set to end with its period at Stripe, and the plan shows
 * Unsubscribed with that date. Stripe's answer is applied at once; its webhook for the same change then finds
 * nothing left to change.
 */
export const cancelSubscription = defineHandler('cancelSubscription', async ({ now, user }) => {
  const quota = await peekQuota({ kind: 'personal', email: user.email }, now);
  if (!quota.stripe_subscription_id || quota.unsubscribed) throw new DomainError('NO_SUBSCRIPTION');
  const { stripe } = await payments();
  const subscription = await stripe.subscriptions.update(quota.stripe_subscription_id, { cancel_at_period_end: true });
  // Stripe's answer is its state now: it counts as a change made at this moment.
  await applySubscriptionChange(
    user.email,
    subscription,
    `unsubscribe#${subscription.id}#${subscription.cancel_at ?? 'period-end'}`,
    Math.floor(now.getTime() / 1000),
    now,
  );
  return billingOf(user.email, now);
});
