import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe';
import { invoke } from '../support/invoke';
import { loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';

/**
 * Stripe's signed events change only what this product started, in the order things happened (docs/abuse.md
 * "Credits"): a checkout is fulfilled only against the payment this product recorded for that session, with the
 * amounts it recorded; a late, older subscription change does not undo a newer one; the end of a subscription
 * ends the plan only when it is the account's current subscription.
 */

const account = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com` });
type Claims = ReturnType<typeof account>;
const signer = new Stripe('sk_test_local_stand_in');
const creditBalanceOf = async (email: string) =>
  (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(email) })
      .go({ consistent: true })
  ).data!;

async function deliver(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, created, data: { object } });
  const headers = {
    'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
  };
  const res = await invoke('stripeWebhook', { body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function checkout(who: Claims, body: Record<string, unknown>): Promise<string> {
  const res = await invoke<{ url: string }>('createCheckout', { claims: who, body });
  expect(res.status).toBe(200);
  return res.body.url.split('/').pop()!;
}

const paidSession = (id: string, metadata: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'checkout.session',
  payment_status: 'paid',
  metadata,
  customer: `cus_${randomUUID().slice(0, 8)}`,
  ...extra,
});

/** A monthly subscriber whose current subscription is `subId`. */
async function subscriber(name: string, subId: string): Promise<Claims> {
  const who = account(name);
  const sessionId = await checkout(who, { kind: 'subscription', plan: 'monthly' });
  await deliver(
    'checkout.session.completed',
    paidSession(
      sessionId,
      { email: who.email, kind: 'subscription', plan: 'monthly', credits: '0', sku: 'monthly' },
      { subscription: subId },
    ),
  );
  expect(await creditBalanceOf(who.email)).toMatchObject({
    plan: 'monthly',
    unlimited: true,
    stripe_subscription_id: subId,
  });
  return who;
}

const subscription = (id: string, email: string, cancel: boolean) => ({
  id,
  object: 'subscription',
  metadata: { email },
  cancel_at_period_end: cancel,
  cancel_at: cancel ? Math.floor(Date.now() / 1000) + 20 * 86400 : null,
});

describe('checkout fulfilment matches the payment this product recorded', () => {
  it('a paid session this product never started credits nobody', async () => {
    const eve = account('eve');
    await loadCreditBalance({ kind: 'personal', email: eve.email }, new Date());
    await deliver(
      'checkout.session.completed',
      paidSession(`cs_test_${randomUUID()}`, {
        email: eve.email,
        kind: 'pack',
        credits: '1000',
        plan: '',
        sku: 'pack',
      }),
    );
    expect((await creditBalanceOf(eve.email)).quota_remaining).toBe(5);
  });

  it('the credits are the ones recorded when the checkout started, whatever the event says', async () => {
    const buyer = account('buyer');
    const sessionId = await checkout(buyer, { kind: 'pack', credits: 20 });
    await deliver(
      'checkout.session.completed',
      paidSession(sessionId, { email: buyer.email, kind: 'pack', credits: '1000', plan: '', sku: 'pack' }),
    );
    expect((await creditBalanceOf(buyer.email)).quota_remaining).toBe(5 + 20);
    expect((await db().entities.payment.get({ sessionId }).go()).data?.status).toBe('PAID');
  });

  it("a session recorded for one account does not credit the account an event's metadata names", async () => {
    const buyer = account('payer');
    const eve = account('eve');
    await loadCreditBalance({ kind: 'personal', email: eve.email }, new Date());
    const sessionId = await checkout(buyer, { kind: 'pack', credits: 20 });
    await deliver(
      'checkout.session.completed',
      paidSession(sessionId, { email: eve.email, kind: 'pack', credits: '20', plan: '', sku: 'pack' }),
    );
    expect((await creditBalanceOf(eve.email)).quota_remaining).toBe(5);
  });
});

describe('subscription events apply in the order they happened', () => {
  it('an older "resumed" event arriving after a newer "cancelled" one leaves the plan Unsubscribed', async () => {
    const subId = `sub_${randomUUID().slice(0, 8)}`;
    const who = await subscriber('late', subId);
    const t = Math.floor(Date.now() / 1000);
    await deliver('customer.subscription.updated', subscription(subId, who.email, true), t);
    await deliver('customer.subscription.updated', subscription(subId, who.email, false), t - 60);
    expect((await creditBalanceOf(who.email)).unsubscribed).toBe(true);
  });

  it('an older event still loses to a newer one that changed nothing (cancelled, resumed, cancelled; the resume arrives last)', async () => {
    const subId = `sub_${randomUUID().slice(0, 8)}`;
    const who = await subscriber('flip', subId);
    const t = Math.floor(Date.now() / 1000);
    await deliver('customer.subscription.updated', subscription(subId, who.email, true), t - 120);
    await deliver('customer.subscription.updated', subscription(subId, who.email, true), t);
    await deliver('customer.subscription.updated', subscription(subId, who.email, false), t - 60);
    expect((await creditBalanceOf(who.email)).unsubscribed).toBe(true);
  });

  it("a change to another of the person's subscriptions leaves the current one alone", async () => {
    const subId = `sub_${randomUUID().slice(0, 8)}`;
    const who = await subscriber('other', subId);
    await deliver(
      'customer.subscription.updated',
      subscription(`sub_old_${randomUUID().slice(0, 8)}`, who.email, true),
    );
    expect((await creditBalanceOf(who.email)).unsubscribed).toBe(false);
  });
});

describe('the end of a subscription', () => {
  it("ends the plan only when it is the account's current subscription", async () => {
    const subId = `sub_${randomUUID().slice(0, 8)}`;
    const who = await subscriber('ended', subId);
    await deliver('customer.subscription.deleted', {
      id: `sub_old_${randomUUID().slice(0, 8)}`,
      object: 'subscription',
      metadata: { email: who.email },
    });
    expect(await creditBalanceOf(who.email)).toMatchObject({ plan: 'monthly', unlimited: true });
    await deliver('customer.subscription.deleted', {
      id: subId,
      object: 'subscription',
      metadata: { email: who.email },
    });
    expect((await creditBalanceOf(who.email)).plan).not.toBe('monthly');
  });
});
