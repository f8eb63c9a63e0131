import { emailKey } from '@shared/accounts/email';
import { isGuestEmail } from '@shared/accounts/guest';
import { DomainError } from '@shared/errors';
import { checkoutOrder, monthlyBillingAnchor, toMinorUnits } from '@shared/credits';
import type { Locale } from '@shared/i18n/locale';
import type { Billing, CheckoutRequest, TeamCheckoutRequest } from '@shared/routes';
import { payments } from '../adapters/payments';
import { webUrl } from '../common/web-url';
import { billingOf, planOf } from './billing-view';
import { loadCreditBalance, peekCreditBalance } from './credit-balance-store';
import { loadPayment, recordPayment } from './payment-store';
import { applySubscriptionChange } from './stripe-events';
import { teamBuyer } from './team-buyer';

/**
 * Buying (spec part 2 §9.1) through Stripe Checkout: the server prices the item, creates the session for the
 * signed-in account and records the payment PENDING (part 2 §4); the webhook moves it on. A guest verifies first.
 * With `teamId` the credits are for that team's quota (spec part 2 §3 "quota … per team"), bought by its owner or an
 * admin (team-buyer.ts): the buyer pays and keeps the receipt, the team gets the credits.
 */
export async function startCheckout(options: {
  email: string;
  request: CheckoutRequest | TeamCheckoutRequest;
  teamId?: string;
  locale: Locale;
  now: Date;
}): Promise<{ url: string }> {
  const { email, locale, now } = options;
  // Someone outside the team cannot find it (404) before anything else is said about them.
  const team = options.teamId ? await teamBuyer(options.teamId, email) : null;
  if (isGuestEmail(email)) throw new DomainError('PAYMENT_GUEST');
  const order = checkoutOrder(options.request);
  const { stripe } = await payments();
  const creditBalance = await loadCreditBalance({ kind: 'personal', email }, now);
  const metadata = {
    email,
    kind: order.kind,
    credits: String(order.credits),
    plan: order.plan ?? '',
    sku: order.sku,
    ...(team ? { teamId: team.teamId } : {}),
  };
  // Billed on the 6th (spec part 2 §9.1): Stripe prorates the days up to the anchor, then bills each month from it.
  const anchor = order.plan === 'monthly' ? monthlyBillingAnchor(now) : null;
  const web = webUrl();
  const back = team ? `/account/my-team/${encodeURIComponent(team.teamId)}` : '/account/plan-billing';
  const session = await stripe.checkout.sessions.create({
    mode: order.mode,
    ...(creditBalance.stripe_customer_id ? { customer: creditBalance.stripe_customer_id } : { customer_email: email }),
    client_reference_id: emailKey(email),
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
    ...(order.mode === 'subscription'
      ? {
          subscription_data: {
            metadata,
            ...(anchor ? { billing_cycle_anchor: Math.floor(anchor.getTime() / 1000) } : {}),
          },
        }
      : {}),
    // A team's buyer comes back to the team's page, whose balance shows the credits once the webhook lands.
    success_url: team ? `${web}${back}` : `${web}/account/plan-billing/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${web}${back}`,
  });
  if (!session.url) throw new DomainError('INTERNAL');
  const at = now.toISOString();
  await recordPayment({
    sessionId: session.id,
    emailKey: emailKey(email),
    email,
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
    ...(team ? { teamId: team.teamId } : {}),
    created_at: at,
    updated_at: at,
  });
  return { url: session.url };
}

/** The return page after a payment: the payment as the webhook left it (PENDING until it lands). */
export async function checkoutResult({ email, sessionId }: { email: string; sessionId: string }) {
  const payment = await loadPayment(sessionId);
  if (!payment || payment.emailKey !== emailKey(email)) throw new DomainError('DATA_NOT_FOUND');
  return {
    status: payment.status,
    description: payment.description,
    credit: payment.credit ?? 0,
    kind: payment.kind,
    plan: planOf(payment.plan),
  };
}

/** Managing a subscription happens in the Stripe Billing Portal. */
export async function openBillingPortal({ email, now }: { email: string; now: Date }): Promise<{ url: string }> {
  // Read only: a refusal writes nothing (a customer or subscription exists only on a stored quota).
  const creditBalance = await peekCreditBalance({ kind: 'personal', email }, now);
  if (!creditBalance.stripe_customer_id) throw new DomainError('NO_SUBSCRIPTION');
  const { stripe } = await payments();
  const portal = await stripe.billingPortal.sessions.create({
    customer: creditBalance.stripe_customer_id,
    return_url: `${webUrl()}/account/plan-billing`,
  });
  return { url: portal.url };
}

/**
 * Unsubscribe (spec part 2 §4): the subscription is set to end with its period at Stripe, and the plan shows
 * Unsubscribed with that date. Stripe's answer is applied at once; its webhook for the same change then finds
 * nothing left to change.
 */
export async function unsubscribe({ email, now }: { email: string; now: Date }): Promise<Billing> {
  const creditBalance = await peekCreditBalance({ kind: 'personal', email }, now);
  if (!creditBalance.stripe_subscription_id || creditBalance.unsubscribed) throw new DomainError('NO_SUBSCRIPTION');
  const { stripe } = await payments();
  const subscription = await stripe.subscriptions.update(creditBalance.stripe_subscription_id, {
    cancel_at_period_end: true,
  });
  // Stripe's answer is its state now: it counts as a change made at this moment.
  await applySubscriptionChange(
    email,
    subscription,
    `unsubscribe#${subscription.id}#${subscription.cancel_at ?? 'period-end'}`,
    Math.floor(now.getTime() / 1000),
    now,
  );
  return billingOf(email, now);
}
