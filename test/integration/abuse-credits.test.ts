import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY, FREE_CREDIT_BALANCE_CREDITS } from '@shared/constants/credits';
import { REFERRAL_REWARDS_PER_MONTH } from '@shared/constants/referral';
import { rewardReferralForRealUse } from '../../lambdas/src/credits/referral-rewards';
import { db } from '../../lambdas/src/db/service';
import { createCoupon } from '../../lambdas/src/credits/coupons';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { invoke } from '../support/invoke';

/**
 * The money test: for every way credits are given away, the most a new unverified identity can earn (a guest, or
 * throw-away sign-ups with no real use: no respondent ever completes their assessments, nothing is bought) is 0.
 * Ways, from lambdas/src/credits and every caller of grantCredits / changeCreditBalance: a coupon, a referral reward (as the
 * referrer and as the friend), the guest's own allowance, the free sign-up allowance (once per person), and the
 * guest-to-account transfer. Rewards are paid for real use, not for sign-ups.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };

const uid = () => randomUUID().slice(0, 8);
const randomIp = () => `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
const account = (name: string, domain = 'example.com'): Claims => ({
  sub: randomUUID(),
  email: `${name}-${uid()}@${domain}`,
});

async function newGuest(): Promise<Claims> {
  const started = await invoke<{ email: string }>('startGuest', {
    sourceIp: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(started.status).toBe(201);
  return { sub: randomUUID(), email: started.body.email };
}

const signUp = (claims: Claims, firstName: string) =>
  invoke('saveSignupInfo', {
    claims,
    body: { firstName, lastName: 'Lee', companyName: `${firstName} Ltd`, acceptTerrms: true, language: 'en' },
  });

async function newCoupon(credit = 10): Promise<string> {
  const code = `FARM${uid()}`.toUpperCase();
  await createCoupon(
    {
      code,
      name: 'Launch',
      credit,
      usage_limit: 100,
      expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      creator: 'ops@example.com',
    },
    new Date(),
  );
  return code;
}

/** Credits the identity holds beyond what the spec gives every verified account for free (part 2 §9.1). */
async function earned(claims: Claims, allowance: number): Promise<number> {
  const line = await invoke<{ remaining: number }>('getQuotaLine', { claims });
  return line.body.remaining - allowance;
}

/** Everything given to a quota: each positive movement in its history (coupon, referral, transfer, purchase). */
async function givenTo(email: string): Promise<number> {
  const { data } = await db()
    .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(email) })
    .go({ pages: 'all' });
  return data.filter((h) => h.credits > 0 && h.type !== 'reset').reduce((sum, h) => sum + h.credits, 0);
}

const ways: Record<string, number> = {};

describe('the most a new unverified identity can earn is 0, for every way credits are given', () => {
  it('guest grant: a guest has no credits of its own (no free credits before verification)', async () => {
    const guest = await newGuest();
    ways['guest grant'] = await earned(guest, 0);
    expect(ways['guest grant']).toBe(0);
    expect(await givenTo(guest.email)).toBe(0);
  });

  it('coupon as a guest: refused with the catalogue message, no use taken off the coupon', async () => {
    const guest = await newGuest();
    const code = await newCoupon();
    const res = await invoke<Err>('redeemCoupon', { claims: guest, body: { code }, sourceIp: randomIp() });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Verify your e-mail address to redeem a coupon.');
    expect((await db().entities.coupon.get({ code }).go({ consistent: true })).data?.usage_limit).toBe(100);
    ways['coupon as a guest'] = await earned(guest, 0);
    expect(ways['coupon as a guest']).toBe(0);
  });

  it('coupon once per person: a second spelling of the same Gmail address is "Already used"', async () => {
    const name = `john${uid()}`;
    const person = { sub: randomUUID(), email: `${name}@gmail.com` };
    const alias = { sub: randomUUID(), email: `${name.slice(0, 2)}.${name.slice(2)}@googlemail.com` };
    const code = await newCoupon();
    expect((await invoke('redeemCoupon', { claims: person, body: { code }, sourceIp: randomIp() })).status).toBe(200);
    const again = await invoke<Err>('redeemCoupon', { claims: alias, body: { code }, sourceIp: randomIp() });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Already used');
    ways['coupon under another spelling'] = await earned(alias, FREE_CREDIT_BALANCE_CREDITS);
    expect(ways['coupon under another spelling']).toBeLessThanOrEqual(0);
    expect(await givenTo(alias.email)).toBe(0);
  });

  it('referral as referrer and as friend: three throw-away sign-ups that claim the link and create an assessment earn nobody anything', async () => {
    const referrer = account('farmer');
    await signUp(referrer, 'Farmer');
    const { code } = (await invoke<{ code: string }>('openReferralLink', { claims: referrer })).body;
    const friends = [account('throwaway'), account('throwaway'), account('throwaway')];
    for (const friend of friends) {
      await signUp(friend, 'Tom');
      expect((await invoke('claimReferral', { claims: friend, body: { code } })).status).toBe(200);
      expect(
        (
          await invoke('createTemplate', {
            claims: friend,
            body: { type_of_org: 'technology', form_name: `Draft ${uid()}`, sections: ['values_and_traits'] },
          })
        ).status,
      ).toBe(201);
    }
    ways['referral as referrer'] = await earned(referrer, FREE_CREDIT_BALANCE_CREDITS);
    expect(ways['referral as referrer']).toBe(0);
    expect(await givenTo(referrer.email)).toBe(0);
    let friendsEarned = 0;
    for (const friend of friends)
      friendsEarned += (await earned(friend, FREE_CREDIT_BALANCE_CREDITS)) + (await givenTo(friend.email));
    ways['referral as friend'] = friendsEarned;
    expect(friendsEarned).toBe(0);
  });

  it('referral of a second spelling of an existing user is refused: "{email} already uses" the product', async () => {
    const referrer = account('ann');
    const name = `mary${uid()}`;
    const existing = { sub: randomUUID(), email: `${name}@gmail.com` };
    await signUp(existing, 'Mary');
    const alias = `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`;
    const res = await invoke<Err>('inviteReferral', { claims: referrer, body: { email: alias } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`${alias} already uses Culture Fit`);
  });

  it('sign-up grant: the free allowance is once per person, so a second spelling of a Gmail address starts with none', async () => {
    const name = `pat${uid()}`;
    const person = { sub: randomUUID(), email: `${name}@gmail.com` };
    await signUp(person, 'Pat');
    expect(await earned(person, FREE_CREDIT_BALANCE_CREDITS)).toBe(0);
    const alias = { sub: randomUUID(), email: `${name.slice(0, 1)}.${name.slice(1)}@gmail.com` };
    await signUp(alias, 'Pat');
    ways['sign-up grant under another spelling'] = await earned(alias, 0);
    expect(ways['sign-up grant under another spelling']).toBe(0);
  });

  it('guest to account: a verified guest brings nothing it was given for free', async () => {
    const guest = await newGuest();
    await invoke('redeemCoupon', { claims: guest, body: { code: await newCoupon(7) }, sourceIp: randomIp() });
    const { data: quota } = await db()
      .entities.quota.get({ key: personalCreditBalanceKey(guest.email) })
      .go({ consistent: true });
    ways['guest transfer'] = (quota?.advanced_quota_total ?? 0) + (quota?.quota_remaining ?? 0);
    expect(ways['guest transfer']).toBe(0);
  });

  it('adds up: the most over every way is 0', () => {
    expect(Object.keys(ways).sort()).toEqual(
      [
        'coupon as a guest',
        'coupon under another spelling',
        'guest grant',
        'guest transfer',
        'referral as friend',
        'referral as referrer',
        'sign-up grant under another spelling',
      ].sort(),
    );
    expect(Math.max(...Object.values(ways))).toBe(0);
  });
});

describe('a guest as a referrer', () => {
  it('gets no referral link and sends no invitation (the catalogue message), so it earns nothing as a referrer', async () => {
    const guest = await newGuest();
    for (const res of [
      await invoke<Err>('openReferralLink', { claims: guest }),
      await invoke<Err>('inviteReferral', { claims: guest, body: { email: `friend-${uid()}@example.com` } }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Verify your e-mail address to invite friends.');
    }
    expect(await givenTo(guest.email)).toBe(0);
  });
});

describe('the budgets of free credits beyond one person', () => {
  const day = () => new Date().toISOString().slice(0, 10);

  it(`one client address redeems at most ${COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY} coupons a day, whatever the accounts: then the message, no use taken, no credits`, async () => {
    const sourceIp = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    await db()
      .entities.dailyCounter.put({
        scope: `coupon-redeem#ip#${sourceIp}`,
        day: day(),
        count: COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY,
        expiresAt: Math.floor(Date.now() / 1000) + 86400,
      })
      .go();
    const code = await newCoupon();
    const who = account('ip');
    const res = await invoke<Err>('redeemCoupon', { claims: who, body: { code }, sourceIp });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('Too many coupons were redeemed from here today. Please try again tomorrow.');
    expect((await db().entities.coupon.get({ code }).go({ consistent: true })).data?.usage_limit).toBe(100);
    expect(await givenTo(who.email)).toBe(0);
    expect((await invoke('redeemCoupon', { claims: who, body: { code }, sourceIp: '192.0.2.251' })).status).toBe(200);
  });

  it(`the deployment pays at most ${REFERRAL_REWARDS_PER_MONTH} referral rewards a month: past that nobody is paid, the referral waits, and the metric is emitted`, async () => {
    const month = new Date().toISOString().slice(0, 7);
    const { data: was } = await db()
      .entities.dailyCounter.get({ scope: 'referral-reward#all', day: month })
      .go({ consistent: true });
    await db()
      .entities.dailyCounter.put({
        scope: 'referral-reward#all',
        day: month,
        count: REFERRAL_REWARDS_PER_MONTH,
        expiresAt: Math.floor(Date.now() / 1000) + 32 * 86400,
      })
      .go();
    try {
      const referrer = account('ann');
      const friend = account('fay');
      await signUp(friend, 'Fay');
      const { code } = (await invoke<{ code: string }>('openReferralLink', { claims: referrer })).body;
      expect((await invoke('claimReferral', { claims: friend, body: { code } })).status).toBe(200);
      const written: string[] = [];
      const spy = vi
        .spyOn(process.stdout, 'write')
        .mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
      await rewardReferralForRealUse(friend.email, new Date());
      spy.mockRestore();
      expect(written.filter((l) => l.includes('DeploymentBudgetReached')).map((l) => JSON.parse(l).budget)).toEqual([
        'referral-reward#all',
      ]);
      expect(await givenTo(referrer.email)).toBe(0);
      expect(await givenTo(friend.email)).toBe(0);
      expect(
        (
          await db()
            .entities.referral.get({ friendKey: friend.email.replace(/\./g, ',') })
            .go({ consistent: true })
        ).data?.credits,
      ).toBe('pending');
    } finally {
      await db()
        .entities.dailyCounter.put({
          scope: 'referral-reward#all',
          day: month,
          count: was?.count ?? 0,
          expiresAt: Math.floor(Date.now() / 1000) + 32 * 86400,
        })
        .go();
    }
  });
});
