import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { wallClock } from '@shared/time/zoned';
import { db } from '../../lambdas/src/db/service';
import { payments } from '../../lambdas/src/adapters/payments';
import { createCoupon } from '../../lambdas/src/credits/coupons';
import {
  loadCreditBalance,
  personalCreditBalanceKey,
  teamCreditBalanceKey,
} from '../../lambdas/src/credits/credit-balance-store';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../infra/local/stripe';
import { invoke, ok } from '../support/invoke';
import { publishedValuesAssessment, VALUES_SECTION as SECTION } from '../support/published-assessment';

/**
 * Team credits (spec part 2 §3 "quota … per team", §9.1; part 1 §6 "Credits for team assessments are taken from the
 * team quota first, then the owner's quota"): the owner or an admin buys credits for the team and redeems coupons
 * for it, a member cannot; the webhook credits the team once however often Stripe delivers; a completion in the team
 * spends the team's credits first, then the owner's. And the monthly plan is billed on the 6th (part 2 §9.1).
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Billing = { plan: string; remaining: number; history: { type: string; credits: number }[]; payments: unknown[] };
const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});
const someIp = () => `10.${randomBytes(3).join('.')}`;
const ANSWERS = {
  defining_your_values: { value_integrity: 4, value_teamwork: 4, value_innovation: 5 },
  identifying_key_traits: { trait_curious: 4, trait_dependable: 3 },
};

/** A team owned by `owner`, with an admin and a plain member who accepted their invitations. */
async function crew() {
  const owner = account('owner');
  const admin = account('admin');
  const member = account('member');
  const team = await ok(
    'createTeam',
    invoke<{ id: string }>('createTeam', {
      claims: owner,
      body: { name: 'Crew', companyName: 'Crew Ltd', color: '#0A7C59' },
    }),
  );
  for (const [who, role] of [
    [admin, 'admin'],
    [member, 'member'],
  ] as const) {
    await ok(
      'addTeamMember',
      invoke('addTeamMember', {
        claims: owner,
        params: { teamId: team.id },
        body: { email: who.email, role },
        sourceIp: someIp(),
      }),
    );
    await ok('acceptTeamInvitation', invoke('acceptTeamInvitation', { claims: who, params: { teamId: team.id } }));
  }
  return { owner, admin, member, teamId: team.id };
}

const signer = new Stripe('sk_test_local_stand_in');
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const headers = {
    'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET }),
  };
  const res = await invoke('stripeWebhook', { body: payload, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
/** Stripe's event for a paid checkout, with the metadata the session was created with. */
function paid(sessionId: string, metadata: Record<string, string>) {
  return {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata,
        customer: `cus_${randomUUID().slice(0, 8)}`,
      },
    },
  };
}

const teamBalance = async (teamId: string) =>
  (
    await db()
      .entities.quota.get({ key: teamCreditBalanceKey(teamId) })
      .go({ consistent: true })
  ).data;
const personalBalance = async (email: string) =>
  (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(email) })
      .go({ consistent: true })
  ).data;
const teamHistory = async (teamId: string) =>
  (
    await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: teamCreditBalanceKey(teamId) })
      .go({ pages: 'all' })
  ).data;

async function teamCheckout(who: Claims, teamId: string, body: Record<string, unknown>) {
  return invoke<{ url: string } & Err>('createTeamCheckout', { claims: who, params: { teamId }, body });
}

describe('buying credits for a team', () => {
  it('the owner and an admin start a checkout for the team; a member is refused and nothing is recorded', async () => {
    const { owner, admin, member, teamId } = await crew();
    for (const buyer of [owner, admin]) {
      const res = await teamCheckout(buyer, teamId, { kind: 'pack', credits: 10 });
      expect(res.status).toBe(200);
      const { data } = await db()
        .entities.payment.get({ sessionId: res.body.url.split('/').pop()! })
        .go();
      expect(data).toMatchObject({ status: 'PENDING', teamId, email: buyer.email, credit: 10 });
    }
    const refused = await teamCheckout(member, teamId, { kind: 'pack', credits: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Forbidden');
    const { data: memberPayments } = await db()
      .entities.payment.query.byEmail({ emailKey: emailKey(member.email) })
      .go();
    expect(memberPayments).toEqual([]);
    // Someone outside the team cannot find it; plans are personal (a subscription is not offered for a team).
    expect((await teamCheckout(account('stranger'), teamId, { kind: 'pack', credits: 10 })).status).toBe(404);
    expect((await teamCheckout(owner, teamId, { kind: 'subscription', plan: 'monthly' })).status).toBe(400);
  });

  it('a paid team checkout credits the team exactly once: a replayed event and a second event for it change nothing', async () => {
    const { owner, admin, member, teamId } = await crew();
    const res = await teamCheckout(admin, teamId, { kind: 'pack', credits: 20 });
    const sessionId = res.body.url.split('/').pop()!;
    const adminBefore = (await loadCreditBalance({ kind: 'personal', email: admin.email }, new Date())).quota_remaining;
    const metadata = { email: admin.email, kind: 'pack', credits: '20', plan: '', sku: 'pack-20', teamId };
    const event = paid(sessionId, metadata);
    await deliver(event);
    await deliver(event); // Stripe retries the same event
    await deliver(paid(sessionId, metadata)); // a second event for the same session (e.g. async_payment_succeeded)
    expect((await teamBalance(teamId))?.quota_remaining).toBe(20);
    expect((await teamHistory(teamId)).filter((h) => h.type === 'purchase')).toHaveLength(1);
    // The buyer paid: their own credits did not move, the payment is theirs to see; the team sees the credits land.
    expect((await personalBalance(admin.email))?.quota_remaining).toBe(adminBefore);
    expect((await db().entities.payment.get({ sessionId }).go()).data?.status).toBe('PAID');
    const mine = await ok('getBilling', invoke<Billing>('getBilling', { claims: admin }));
    expect(mine.payments).toHaveLength(1);
    for (const who of [owner, member]) {
      const seen = await ok('getTeamBilling', invoke<Billing>('getTeamBilling', { claims: who, params: { teamId } }));
      expect(seen.remaining).toBe(20);
      expect(seen.history.map((h) => [h.type, h.credits])).toEqual([['purchase', 20]]);
    }
    expect((await invoke('getTeamBilling', { claims: account('stranger'), params: { teamId } })).status).toBe(404);
  });

  it('an event naming another team than the one the payment was started for credits nobody', async () => {
    const { owner, teamId } = await crew();
    const other = await crew();
    const res = await teamCheckout(owner, teamId, { kind: 'pack', credits: 10 });
    const sessionId = res.body.url.split('/').pop()!;
    await deliver(
      paid(sessionId, {
        email: owner.email,
        kind: 'pack',
        credits: '10',
        plan: '',
        sku: 'pack-10',
        teamId: other.teamId,
      }),
    );
    expect((await teamBalance(teamId))?.quota_remaining ?? 0).toBe(0);
    expect((await teamBalance(other.teamId))?.quota_remaining ?? 0).toBe(0);
  });
});

describe('coupons for a team', () => {
  it("an admin redeems a coupon for the team's quota; it is their one redemption of it; a member is refused", async () => {
    const { owner, admin, member, teamId } = await crew();
    const code = `TEAM-${randomUUID().slice(0, 8)}`.toUpperCase();
    await createCoupon(
      {
        code,
        name: 'Team launch',
        credit: 7,
        usage_limit: 10,
        expiry_date: new Date(Date.now() + 7 * 86400_000).toISOString(),
        creator: 'ops@example.com',
      },
      new Date(),
    );
    const refused = await invoke<Err>('redeemTeamCoupon', {
      claims: member,
      params: { teamId },
      body: { code },
      sourceIp: someIp(),
    });
    expect(refused.status).toBe(403);
    const adminBefore = (await loadCreditBalance({ kind: 'personal', email: admin.email }, new Date())).quota_remaining;
    const redeemed = await invoke<{ credits: number }>('redeemTeamCoupon', {
      claims: admin,
      params: { teamId },
      body: { code: code.toLowerCase() },
      sourceIp: someIp(),
    });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.credits).toBe(7);
    expect((await teamBalance(teamId))?.quota_remaining).toBe(7);
    expect((await personalBalance(admin.email))?.quota_remaining).toBe(adminBefore);
    // Each user redeems a coupon once (spec part 2 §5), whichever quota it went to.
    const forTeam = { claims: admin, params: { teamId }, body: { code }, sourceIp: someIp() };
    const forSelf = { claims: admin, body: { code }, sourceIp: someIp() };
    expect((await invoke<Err>('redeemTeamCoupon', forTeam)).body.error.message).toBe('Already used');
    expect((await invoke<Err>('redeemCoupon', forSelf)).body.error.message).toBe('Already used');
    // The owner's own redemption is theirs: the team gets it too.
    await ok(
      'redeemTeamCoupon',
      invoke('redeemTeamCoupon', { claims: owner, params: { teamId }, body: { code }, sourceIp: someIp() }),
    );
    expect((await teamBalance(teamId))?.quota_remaining).toBe(14);
    expect((await db().entities.coupon.get({ code }).go()).data?.usage_limit).toBe(8);
  });
});

describe("a team's completions spend the team's credits first, then the owner's", () => {
  async function teamAssessment(owner: Claims, teamId: string): Promise<{ id: string; code: string }> {
    const published = await publishedValuesAssessment(owner, 'Team credits');
    await ok(
      'shareTemplate',
      invoke('shareTemplate', { claims: owner, params: { id: published.id }, body: { teamId } }),
    );
    return published;
  }

  async function complete(code: string): Promise<void> {
    const reg = await ok(
      'registerRespondent',
      invoke<{ token: string }>('registerRespondent', {
        params: { code },
        body: {
          firstname: 'Res',
          lastname: 'Pondent',
          email: `r-${randomUUID().slice(0, 8)}@example.com`,
          registration_id: randomUUID(),
        },
      }),
    );
    const token = reg.token;
    await ok('open', invoke('getRespondentTest', { params: { token } }));
    await ok('start', invoke('startSection', { params: { token, section: SECTION } }));
    await ok(
      'complete',
      invoke('completeSection', { params: { token, section: SECTION }, body: { answers: ANSWERS } }),
    );
    await ok('finish', invoke('finishTest', { params: { token } }));
  }

  it("with team credits the team pays and the owner's stay; with none left the owner's pay", async () => {
    const { owner, teamId } = await crew();
    const { code } = await teamAssessment(owner, teamId);
    await loadCreditBalance({ kind: 'team', teamId, ownerEmail: owner.email }, new Date());
    await db()
      .entities.quota.patch({ key: teamCreditBalanceKey(teamId) })
      .set({ quota_remaining: 1, quota_total: 1 })
      .go();
    const ownerBefore =
      (await loadCreditBalance({ kind: 'personal', email: owner.email }, new Date())).quota_remaining ?? 0;

    await complete(code);
    expect((await teamBalance(teamId))?.quota_remaining).toBe(0);
    expect((await personalBalance(owner.email))?.quota_remaining).toBe(ownerBefore);
    expect((await teamHistory(teamId)).filter((h) => h.type === 'withdraw').map((h) => h.scope)).toEqual(['team']);

    await complete(code);
    expect((await teamBalance(teamId))?.quota_remaining).toBe(0);
    expect((await personalBalance(owner.email))?.quota_remaining).toBe(ownerBefore - 1);
  });
  it("a result held while neither the team nor the owner had a credit is paid by the team's next purchase", async () => {
    const { owner, teamId } = await crew();
    const { id, code } = await teamAssessment(owner, teamId);
    await loadCreditBalance({ kind: 'personal', email: owner.email }, new Date());
    await db()
      .entities.quota.patch({ key: personalCreditBalanceKey(owner.email) })
      .set({ quota_remaining: 0, quota_total: 0 })
      .go();
    await complete(code);
    expect((await personalBalance(owner.email))?.held_count).toBe(1);

    const res = await teamCheckout(owner, teamId, { kind: 'pack', credits: 10 });
    const sessionId = res.body.url.split('/').pop()!;
    await deliver(
      paid(sessionId, { email: owner.email, kind: 'pack', credits: '10', plan: '', sku: 'pack-10', teamId }),
    );

    // The team paid for it (spec part 1 §6 team quota first); the owner's quota neither paid nor holds it any more.
    expect((await teamBalance(teamId))?.quota_remaining).toBe(9);
    expect(await personalBalance(owner.email)).toMatchObject({ quota_remaining: 0, held_count: 0 });
    const { data: respondents } = await db().entities.candidate.query.byTemplate({ form_id: id }).go();
    expect(respondents.map((r) => r.credit_held)).toEqual([false]);
  });
});

describe('the monthly plan is billed on the 6th of the month', () => {
  afterEach(() => vi.restoreAllMocks());

  it("the checkout session anchors the subscription's billing cycle at midnight on the next 6th (Bangkok)", async () => {
    const { stripe } = await payments();
    const create = vi.spyOn(stripe.checkout.sessions, 'create');
    const before = Date.now();
    await ok(
      'createCheckout',
      invoke('createCheckout', { claims: account('monthly'), body: { kind: 'subscription', plan: 'monthly' } }),
    );
    const params = create.mock.calls[0]![0]!;
    const anchor = (params.subscription_data as { billing_cycle_anchor?: number }).billing_cycle_anchor!;
    expect(anchor * 1000).toBeGreaterThan(before);
    expect(anchor * 1000 - before).toBeLessThanOrEqual(31 * 86400_000);
    expect(wallClock(new Date(anchor * 1000))).toMatchObject({ day: 6, hour: 0, minute: 0, second: 0 });
    // The annual plan keeps its own date.
    await ok(
      'createCheckout',
      invoke('createCheckout', { claims: account('annual'), body: { kind: 'subscription', plan: 'annual' } }),
    );
    expect(create.mock.calls[1]![0]!.subscription_data).not.toHaveProperty('billing_cycle_anchor');
  });
});
