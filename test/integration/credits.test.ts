import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe';
import { invoke, ok } from '../support/invoke';
import { loadCreditBalance } from '../../lambdas/src/credits/credit-balance-store';
import { grantCredits } from '../../lambdas/src/credits/ledger';
import { releaseDueHeldResults } from '../../lambdas/src/credits/held-results';
import { publishedValuesAssessment, VALUES_SECTION as SECTION } from '../support/published-assessment';

/**
 * Credits against DynamoDB Local through the real credits and respondents Lambdas: completions pay one credit
 * each or are held (never refused), invitations need a credit, and Stripe's signed events move money once.
 */

const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 5, trait_dependable: 1 },
};

const account = (name: string) => ({ sub: randomUUID(), email: `${name}-${randomUUID().slice(0, 8)}@example.com` });
type Claims = ReturnType<typeof account>;

const publishedAssessment = (owner: Claims) => publishedValuesAssessment(owner, 'Credits');

/** A respondent through the public link up to the last section, ready to finish. */
async function readyToFinish(code: string, n: number): Promise<string> {
  const reg = await ok(
    'registerRespondent',
    invoke<{ token: string }>('registerRespondent', {
      params: { code },
      body: {
        firstname: 'Res',
        lastname: `Pondent${n}`,
        email: `r${n}-${randomUUID().slice(0, 8)}@example.com`,
        registration_id: randomUUID(),
      },
    }),
  );
  const token = reg.token;
  await ok('open', invoke('getRespondentTest', { params: { token } }));
  await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
  await ok('complete', invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }));
  return token;
}

/** Finish as the browser does: a failed request is sent again until it answers 200. */
async function finish(token: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const res = await invoke('finishTest', { params: { token } });
    if (res.status === 200) return attempt;
    if (attempt >= 10) throw new Error(`finish answered ${res.status} ${JSON.stringify(res.body)}`);
  }
}

async function setCredits(who: Claims, remaining: number) {
  await loadCreditBalance({ kind: 'personal', email: who.email }, new Date());
  await db()
    .entities.quota.patch({ key: personalCreditBalanceKey(who.email) })
    .set({ quota_remaining: remaining, quota_total: remaining })
    .go();
}

const creditBalanceOf = async (email: string) =>
  (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(email) })
      .go({ consistent: true })
  ).data!;
const historyOf = async (email: string) =>
  (
    await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(email) })
      .go({ pages: 'all' })
  ).data;

const signer = new Stripe('sk_test_local_stand_in');
function signed(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  return {
    body: payload,
    headers: {
      'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
    },
  };
}

/** The event Stripe sends when a checkout the product started is paid. */
function paidCheckout(sessionId: string, metadata: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata,
        customer: `cus_${randomUUID().slice(0, 8)}`,
        ...extra,
      },
    },
  };
}

async function startCheckout(
  who: Claims,
  body: Record<string, unknown>,
): Promise<{ sessionId: string; metadata: Record<string, string> }> {
  const { url } = await ok('createCheckout', invoke<{ url: string }>('createCheckout', { claims: who, body }));
  const sessionId = url.split('/').pop()!;
  const { data } = await db().entities.payment.get({ sessionId }).go();
  expect(data?.status).toBe('PENDING');
  return {
    sessionId,
    metadata: {
      email: who.email,
      kind: String(body.kind),
      credits: String(data?.credit ?? 0),
      plan: data?.plan ?? '',
      sku: data?.sku ?? '',
    },
  };
}

describe('credits: completions', () => {
  it(
    '100 respondents finishing at once against 7 credits: exactly 7 are paid, 93 are held, all 100 are completed and scored',
    { timeout: 240_000 },
    async () => {
      const owner = account('owner');
      const a = await publishedAssessment(owner);
      const tokens: string[] = [];
      for (let i = 0; i < 100; i += 10)
        tokens.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => readyToFinish(a.code, i + j)))));
      await setCredits(owner, 7);

      const attempts = await Promise.all(tokens.map(finish));

      const { data: respondents } = await db()
        .entities.candidate.query.byTemplate({ form_id: a.id })
        .go({ pages: 'all' });
      expect(respondents).toHaveLength(100);
      expect(respondents.every((r) => r.status === 'COMPLETED' && typeof r.score === 'number')).toBe(true);
      expect(respondents.filter((r) => r.credit_held === true)).toHaveLength(93);
      const q = await creditBalanceOf(owner.email);
      expect(q.quota_remaining).toBe(0);
      expect(q.held_count).toBe(93);
      const withdrawals = (await historyOf(owner.email)).filter((h) => h.type === 'withdraw');
      expect(withdrawals).toHaveLength(7);
      const assessment = (await db().entities.template.get({ id: a.id }).go()).data!;
      // Held results join the completed count once a credit pays for them.
      expect(assessment.completed_total).toBe(7);
      console.log(
        `[credits] 100 concurrent finishes, 7 credits: paid 7, held 93; finish requests per respondent max ${Math.max(...attempts)}, mean ${(attempts.reduce((s, n) => s + n, 0) / attempts.length).toFixed(2)}`,
      );

      // The employer sees a held result without its scores, and cannot send it yet.
      const rows = await ok(
        'listCandidates',
        invoke<{ items: { id: string; credit_held: boolean; score: number | null }[] }>('listCandidates', {
          claims: owner,
          params: { id: a.id },
        }),
      );
      const held = rows.items.filter((r) => r.credit_held);
      expect(held).toHaveLength(93);
      expect(held.every((r) => r.score === null)).toBe(true);
      const one = await ok(
        'getCandidateResult',
        invoke<{ summaries: Record<string, unknown>; credit_held: boolean }>('getCandidateResult', {
          claims: owner,
          params: { id: a.id, candidateId: held[0]!.id },
        }),
      );
      expect(one.credit_held).toBe(true);
      expect(one.summaries).toEqual({});

      // A 20-credit pack is paid: 20 held results open, oldest first, each with one credit.
      const { sessionId, metadata } = await startCheckout(owner, { kind: 'pack', credits: 20 });
      const paid = signed(paidCheckout(sessionId, metadata));
      expect((await invoke('stripeWebhook', paid)).status).toBe(200);
      const after = await creditBalanceOf(owner.email);
      expect(after.quota_remaining).toBe(0);
      expect(after.held_count).toBe(73);
      const { data: later } = await db().entities.candidate.query.byTemplate({ form_id: a.id }).go({ pages: 'all' });
      expect(later.filter((r) => r.credit_held === true)).toHaveLength(73);
      expect((await db().entities.template.get({ id: a.id }).go({ consistent: true })).data!.completed_total).toBe(27);
    },
  );

  it('held means held: a result no credit paid for shows nothing derived from the answers anywhere, and everything once a credit pays', async () => {
    const owner = account('held');
    const a = await publishedAssessment(owner);
    await ok(
      'updateTemplate',
      invoke('updateTemplate', {
        claims: owner,
        params: { id: a.id },
        body: { open_ended_question: true, ask_demographics: true },
      }),
    );
    await setCredits(owner, 0);
    const reg = await ok(
      'registerRespondent',
      invoke<{ token: string }>('registerRespondent', {
        params: { code: a.code },
        body: {
          firstname: 'Hel',
          lastname: 'D',
          email: `held-${randomUUID().slice(0, 8)}@example.com`,
          registration_id: randomUUID(),
        },
      }),
    );
    const token = reg.token;
    await ok('open', invoke('getRespondentTest', { params: { token } }));
    await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
    await ok(
      'comment',
      invoke('saveComment', { params: { token, section: SECTION }, body: { comment: 'My own words' } }),
    );
    await ok(
      'complete',
      invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
    );
    await finish(token);
    await ok(
      'demographics',
      invoke('saveDemographics', { params: { token }, body: { gender: 'woman', age_band: '25_34' } }),
    );

    const row = (
      await ok(
        'listCandidates',
        invoke<{ items: { id: string; credit_held: boolean; score: number | null }[] }>('listCandidates', {
          claims: owner,
          params: { id: a.id },
        }),
      )
    ).items[0]!;
    expect(row).toMatchObject({ credit_held: true, score: null });
    const params = { id: a.id, candidateId: row.id };
    type Result = {
      summaries: Record<string, unknown>;
      comments?: Record<string, string>;
      section_spent_times: Record<string, number>;
      section_timed_out: Record<string, boolean>;
      score: number | null;
    };
    type Analytics = {
      completed: number;
      overall: unknown;
      section_stats: Record<string, unknown>;
      adverse_impact: Record<string, unknown[]>;
    };
    type Export = { rows: Record<string, unknown>[] };
    const derived = async () => {
      const result = await ok('getCandidateResult', invoke<Result>('getCandidateResult', { claims: owner, params }));
      const analytics = await ok(
        'getGroupAnalytics',
        invoke<Analytics>('getGroupAnalytics', { claims: owner, params: { id: a.id } }),
      );
      const exported = (
        await ok('exportResults', invoke<Export>('exportResults', { claims: owner, params: { id: a.id } }))
      ).rows[0]!;
      const assessment = (await db().entities.template.get({ id: a.id }).go({ consistent: true })).data!;
      return { result, analytics, exported, completedTotal: assessment.completed_total };
    };
    const held = await derived();
    const { summaries, comments, section_spent_times, section_timed_out, score } = held.result;
    expect({ summaries, comments, section_spent_times, section_timed_out, score }).toEqual({
      summaries: {},
      comments: {},
      section_spent_times: {},
      section_timed_out: {},
      score: null,
    });
    expect({
      completed: held.analytics.completed,
      overall: held.analytics.overall,
      section_stats: held.analytics.section_stats,
    }).toEqual({ completed: 0, overall: null, section_stats: {} });
    expect(JSON.stringify(held.analytics.adverse_impact)).not.toMatch(/"respondents":[1-9]/);
    expect(
      Object.keys(held.exported).filter(
        (k) => /^(answer|comment|seconds|score)\b/.test(k) && held.exported[k] !== null,
      ),
    ).toEqual([]);
    expect(held.completedTotal).toBe(0);
    // A link made for an earlier, paid attempt opens nothing of this one.
    const { data: stored } = await db().entities.candidate.query.byTemplate({ form_id: a.id }).go();
    const { data: link } = await db()
      .entities.shareLink.create({
        token: `held${randomUUID().replace(/-/g, '')}`,
        form_id: a.id,
        emailKey: stored[0]!.emailKey,
        ref: row.id,
        role: 'manager',
        created_by: owner.email,
        created_at: new Date().toISOString(),
      })
      .go();
    const shared = await invoke<{ error: { code: string } }>('getSharedResult', { params: { token: link.token } });
    expect(shared.status).toBe(402);
    expect(shared.body.error.code).toBe('RESULT_HELD');

    // A credit arrives: the result opens and joins the count, the aggregate and the export.
    await grantCredits({
      email: owner.email,
      eventId: `coupon#${randomUUID()}`,
      credits: 1,
      type: 'coupon',
      now: new Date(),
    });
    const paid = await derived();
    expect(paid.result.score).toEqual(expect.any(Number));
    expect(paid.result.comments).toEqual({ [SECTION]: 'My own words' });
    expect(Object.keys(paid.result.section_spent_times)).toEqual([SECTION]);
    expect(paid.analytics).toMatchObject({ completed: 1, overall: { count: 1 } });
    expect(paid.exported[`comment.${SECTION}`]).toBe('My own words');
    expect(paid.exported[`answer.${SECTION}.defining_your_values.value_integrity`]).toBe(4);
    expect(paid.completedTotal).toBe(1);
    expect((await invoke('getSharedResult', { params: { token: link.token } })).status).toBe(200);
  });

  it('the credit line polled every 5 s only reads: no quota is created, and a monthly reset that came due shows but is written by the next movement', async () => {
    const fresh = account('poll');
    const line = () =>
      ok('getQuotaLine', invoke<{ remaining: number; held: number }>('getQuotaLine', { claims: fresh }));
    expect(await line()).toMatchObject({ remaining: 5, held: 0 });
    // The plan tab reads the same way, and a refused unsubscribe or portal writes nothing either.
    expect((await invoke<{ remaining: number }>('getBilling', { claims: fresh })).body.remaining).toBe(5);
    expect((await invoke('cancelSubscription', { claims: fresh })).status).toBe(409);
    expect((await invoke('createBillingPortal', { claims: fresh })).status).toBe(409);
    expect(
      (
        await db()
          .entities.quota.get({ key: personalCreditBalanceKey(fresh.email) })
          .go({ consistent: true })
      ).data,
    ).toBeNull();

    await setCredits(fresh, 0);
    await db()
      .entities.quota.patch({ key: personalCreditBalanceKey(fresh.email) })
      .set({ free_monthly_reset_at: new Date(Date.now() - 60_000).toISOString() })
      .go();
    const before = await creditBalanceOf(fresh.email);
    expect(await line()).toMatchObject({ remaining: 5 });
    expect(await creditBalanceOf(fresh.email)).toEqual(before);
  });

  it('results held while no credit could pay are paid for by the sweep once the monthly reset brings credits', async () => {
    const owner = account('reset');
    const a = await publishedAssessment(owner);
    await setCredits(owner, 0);
    await finish(await readyToFinish(a.code, 1));
    expect(await creditBalanceOf(owner.email)).toMatchObject({ held_count: 1, quota_remaining: 0 });
    const reset = (await creditBalanceOf(owner.email)).free_monthly_reset_at!;
    const heldItems = async () =>
      (
        await db()
          .entities.heldResult.query.byQuota({ quotaKey: personalCreditBalanceKey(owner.email) })
          .go({ consistent: true })
      ).data;
    // It waits for the owner's next monthly reset; before then the sweep leaves it held.
    expect((await heldItems()).map((h) => h.sweep_due)).toEqual([reset]);
    await releaseDueHeldResults(new Date());
    expect(await creditBalanceOf(owner.email)).toMatchObject({ held_count: 1 });

    // The month passes: the reset is due, and so is the held result (moved first in the sweep's order here, so
    // the sweep's batch of one is this owner's, whatever other tests hold).
    await db()
      .entities.quota.patch({ key: personalCreditBalanceKey(owner.email) })
      .set({ free_monthly_reset_at: new Date(Date.now() - 60_000).toISOString() })
      .go();
    const [h] = await heldItems();
    await db()
      .entities.heldResult.patch({
        quotaKey: h!.quotaKey,
        finished_at: h!.finished_at,
        form_id: h!.form_id,
        emailKey: h!.emailKey,
      })
      .set({ sweep_shard: 'held', sweep_due: '2000-01-01T00:00:00.000Z' })
      .go();
    expect(await releaseDueHeldResults(new Date(), 1)).toBe(1);
    expect(await creditBalanceOf(owner.email)).toMatchObject({ held_count: 0, quota_remaining: 4 });
    expect(await heldItems()).toEqual([]);
    const rows = (
      await ok(
        'listCandidates',
        invoke<{ items: { credit_held?: boolean }[] }>('listCandidates', { claims: owner, params: { id: a.id } }),
      )
    ).items;
    expect(rows.map((r) => r.credit_held ?? false)).toEqual([false]);
  });

  it('inviting needs a credit: none left gives the spec message and invites nobody', async () => {
    const owner = account('broke');
    const a = await publishedAssessment(owner);
    await setCredits(owner, 0);
    const res = await invoke<{ error: { message: string } }>('inviteCandidates', {
      claims: owner,
      params: { id: a.id },
      body: { recipients: [{ email: `x-${randomUUID().slice(0, 6)}@example.com`, firstname: 'X', lastname: 'Y' }] },
    });
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe('No credits remaining, refer a friend to earn more');
    const { data } = await db().entities.candidate.query.byTemplate({ form_id: a.id }).go();
    expect(data).toHaveLength(0);
  });
});

describe('credits: Stripe webhook', () => {
  it('a paid 20-credit pack replayed 5 times (and 5 at once) credits 20 once, and the payment is PAID', async () => {
    const buyer = account('buyer');
    const { sessionId, metadata } = await startCheckout(buyer, { kind: 'pack', credits: 20 });
    const event = signed(paidCheckout(sessionId, metadata));
    for (let i = 0; i < 5; i++) expect((await invoke('stripeWebhook', event)).status).toBe(200);
    // Stripe may also send the same payment as a second event (a new event id): still once.
    const second = signed(paidCheckout(sessionId, metadata));
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => invoke('stripeWebhook', second).then((r) => r.status)),
    );
    expect(codes.every((c) => c === 200)).toBe(true);

    const q = await creditBalanceOf(buyer.email);
    expect(q.quota_remaining).toBe(5 + 20);
    expect(q.plan).toBe('payg');
    expect((await historyOf(buyer.email)).filter((h) => h.type === 'purchase')).toHaveLength(1);
    expect((await db().entities.payment.get({ sessionId }).go()).data?.status).toBe('PAID');
    const billing = await ok(
      'getBilling',
      invoke<{ remaining: number; payments: { status: string }[] }>('getBilling', { claims: buyer }),
    );
    expect(billing.remaining).toBe(25);
    expect(billing.payments[0]?.status).toBe('PAID');
  });

  it('an event with a wrong signature, or altered after signing, is refused and changes nothing', async () => {
    const buyer = account('forger');
    const { sessionId, metadata } = await startCheckout(buyer, { kind: 'pack', credits: 40 });
    const good = signed(paidCheckout(sessionId, metadata));
    const altered = { body: good.body.replace('"40"', '"400"'), headers: good.headers };
    const unsigned = { body: good.body, headers: {} };
    const otherSecret = {
      body: good.body,
      headers: {
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({
          payload: good.body,
          secret: 'whsec_someone_else',
        }),
      },
    };
    for (const bad of [altered, unsigned, otherSecret]) expect((await invoke('stripeWebhook', bad)).status).toBe(400);
    const q = await creditBalanceOf(buyer.email);
    expect(q.quota_remaining).toBe(5);
    expect((await db().entities.payment.get({ sessionId }).go()).data?.status).toBe('PENDING');
  });

  it('pay as you go is priced in THB at 35 per credit with a minimum of 10', async () => {
    const buyer = account('payg');
    const { sessionId } = await startCheckout(buyer, { kind: 'payg', credits: 12 });
    const { data } = await db().entities.payment.get({ sessionId }).go();
    expect(data?.amount).toBe(420);
    expect(data?.currency).toBe('THB');
    const low = await invoke<{ error: { message: string } }>('createCheckout', {
      claims: buyer,
      body: { kind: 'payg', credits: 9 },
    });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe('The minimum purchase is 10 credits.');
  });

  it('a monthly subscription makes credits unlimited; Unsubscribe shows Unsubscribed with the date; its end returns to pay as you go when bought credits remain', async () => {
    const buyer = account('subscriber');
    const pack = await startCheckout(buyer, { kind: 'pack', credits: 10 });
    expect((await invoke('stripeWebhook', signed(paidCheckout(pack.sessionId, pack.metadata)))).status).toBe(200);

    const { sessionId } = await startCheckout(buyer, { kind: 'subscription', plan: 'monthly' });
    // Pay on the stand-in's checkout page: it sends the signed events to the real webhook route, then returns.
    const pay = await fetch(`${process.env.STRIPE_API_URL}/checkout/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(
      `http://localhost:5173/account/plan-billing/success?session_id=${sessionId}`,
    );
    const result = await ok(
      'getCheckoutResult',
      invoke<{ status: string }>('getCheckoutResult', { claims: buyer, params: { sessionId } }),
    );
    expect(result.status).toBe('PAID');
    let billing = await ok(
      'getBilling',
      invoke<{
        plan: string;
        unlimited: boolean;
        subscription: string | null;
        renewsAt: string | null;
        canManageBilling: boolean;
      }>('getBilling', { claims: buyer }),
    );
    expect(billing).toMatchObject({
      plan: 'monthly',
      unlimited: true,
      subscription: 'unsubscribe',
      canManageBilling: true,
    });
    const line = await ok('getQuotaLine', invoke<{ unlimited: boolean }>('getQuotaLine', { claims: buyer }));
    expect(line.unlimited).toBe(true);

    const portal = await ok('createBillingPortal', invoke<{ url: string }>('createBillingPortal', { claims: buyer }));
    expect(portal.url).toContain('/portal/');

    billing = await ok('cancelSubscription', invoke<typeof billing>('cancelSubscription', { claims: buyer }));
    expect(billing.subscription).toBe('unsubscribed');
    expect(billing.unlimited).toBe(true);
    expect(billing.renewsAt).not.toBeNull();
    // Unsubscribing again has nothing to act on.
    expect((await invoke('cancelSubscription', { claims: buyer })).status).toBe(409);
    expect((await historyOf(buyer.email)).filter((h) => h.type === 'cancel')).toHaveLength(1);

    // The period ends: Stripe deletes the subscription; 15 credits remain, 10 of them bought, so pay as you go.
    const q = await creditBalanceOf(buyer.email);
    const ended = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: q.stripe_subscription_id, object: 'subscription', metadata: { email: buyer.email } } },
    };
    expect((await invoke('stripeWebhook', signed(ended))).status).toBe(200);
    billing = await ok('getBilling', invoke<typeof billing>('getBilling', { claims: buyer }));
    expect(billing).toMatchObject({ plan: 'payg', unlimited: false });
  });
});
