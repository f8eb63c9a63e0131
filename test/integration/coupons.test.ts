import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailKey } from '@shared/accounts/email';
import { FREE_CREDIT_BALANCE_CREDITS } from '@shared/constants/credits';
import { formatTimestamp, wallClock } from '@shared/time/zoned';
import { db } from '../../lambdas/src/db/service';
import { couponEventId, createCoupon, listCoupons, type NewCoupon } from '../../lambdas/src/credits/coupons';
import { personalCreditBalanceKey } from '../../lambdas/src/credits/credit-balance-store';
import { invoke } from '../support/invoke';

/**
 * Coupon redemption against DynamoDB Local (spec part 2 §5 "Coupon redemption", §8 "Coupons", §9.2): each rule
 * refuses with the catalogue's message and changes nothing; a redemption adds the coupon's credits once, however
 * often it is sent; a coupon is never used more often than its usage limit.
 */

type Claims = { sub: string; email: string };
type Err = { error: { code: string; message: string } };
type Redeemed = { credits: number };

const uid = () => randomUUID().slice(0, 8);
const account = (name: string): Claims => ({ sub: randomUUID(), email: `${name}-${uid()}@example.com` });
const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar day in Bangkok, `days` from now (coupon days are Bangkok days: spec part 2 §9.1). */
const bangkokDay = (days: number) => formatTimestamp(new Date(Date.now() + days * DAY_MS)).slice(0, 10);

async function newCoupon(overrides: Partial<NewCoupon> = {}): Promise<string> {
  const code = overrides.code ?? `T${uid()}`.toUpperCase();
  const made = await createCoupon(
    {
      code,
      name: 'Spring',
      credit: 10,
      usage_limit: 100,
      expiry_date: bangkokDay(30),
      creator: 'ops@example.com',
      ...overrides,
    },
    new Date(),
  );
  if (!made.created) throw new Error(`coupon ${code} exists`);
  return made.coupon.code;
}

/** Each redemption from its own address: the address's daily budget is checked in abuse-credits.test.ts. */
const octet = () => Math.floor(Math.random() * 255);
const address = () => `10.${octet()}.${octet()}.${octet()}`;
const redeem = (claims: Claims, code: unknown, lang?: string) =>
  invoke<Redeemed & Err>('redeemCoupon', {
    claims,
    body: code === undefined ? {} : { code },
    lang,
    sourceIp: address(),
  });

async function usesLeft(code: string): Promise<number | undefined> {
  return (await db().entities.coupon.get({ code }).go({ consistent: true })).data?.usage_limit;
}

async function creditBalanceOf(claims: Claims) {
  return (
    await db()
      .entities.quota.get({ key: personalCreditBalanceKey(claims.email) })
      .go({ consistent: true })
  ).data;
}

async function historyOf(claims: Claims) {
  return (
    await db()
      .entities.quotaHistory.query.byQuota({ quotaKey: personalCreditBalanceKey(claims.email) })
      .go({ pages: 'all' })
  ).data;
}

async function redemptionsOf(code: string) {
  return (await db().entities.couponRedemption.query.byCode({ code }).go({ pages: 'all' })).data;
}

/** Nothing moved: no credits, no history, no redemption, no use taken off the coupon. */
async function expectNothingChanged(claims: Claims, code: string | null, usesBefore?: number) {
  expect(await creditBalanceOf(claims)).toBeNull();
  expect(await historyOf(claims)).toEqual([]);
  if (code) {
    expect((await redemptionsOf(code)).filter((r) => r.emailKey === emailKey(claims.email))).toEqual([]);
    expect(await usesLeft(code)).toBe(usesBefore);
  }
}

describe('coupon redemption refusals (spec part 2 §5, in its order, with the §8 messages)', () => {
  it("1. the code is required: 'Code is required'", async () => {
    const ann = account('ann');
    for (const code of [undefined, '', '   ']) {
      const res = await redeem(ann, code);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'COUPON_CODE_REQUIRED', message: 'Code is required' });
    }
    await expectNothingChanged(ann, null);
  });

  it("2. the code must exist: 'Code not found' (in the user's language too)", async () => {
    const ann = account('ann');
    const res = await redeem(ann, `NOPE-${uid()}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'COUPON_NOT_FOUND', message: 'Code not found' });
    const th = await redeem(ann, `NOPE-${uid()}`, 'th');
    expect(th.body.error.message).toBe('ไม่พบรหัสนี้');
    await expectNothingChanged(ann, null);
  });

  it('a refused code leaves no trace of the address: its day budget is not even started', async () => {
    const ip = address();
    const res = await invoke<Err>('redeemCoupon', {
      claims: account('ann'),
      body: { code: `NOPE-${uid()}` },
      sourceIp: ip,
    });
    expect(res.body.error.code).toBe('COUPON_NOT_FOUND');
    const day = new Date().toISOString().slice(0, 10);
    const { data } = await db()
      .entities.dailyCounter.get({ scope: `coupon-redeem#ip#${ip}`, day })
      .go({ consistent: true });
    expect(data).toBeNull();
  });

  it('2. the code is uppercased before lookup: a lower-case code with spaces around it redeems', async () => {
    const ann = account('ann');
    const code = await newCoupon({ credit: 7, usage_limit: 4 });
    const res = await redeem(ann, `  ${code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ credits: 7 });
    expect((await creditBalanceOf(ann))?.quota_remaining).toBe(FREE_CREDIT_BALANCE_CREDITS + 7);
    expect(await usesLeft(code)).toBe(3);
    const history = await historyOf(ann);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      eventId: couponEventId(code, ann.email),
      type: 'coupon',
      credits: 7,
      credits_remaining: String(FREE_CREDIT_BALANCE_CREDITS + 7),
    });
    // The coupon_transactions record of spec part 2 §3.
    const [record] = await redemptionsOf(code);
    expect(record).toMatchObject({
      code,
      email: ann.email,
      creator: 'ops@example.com',
      name: 'Spring',
      credit: 7,
      couponData: { usage_limit: 4, credit: 7 },
    });
  });

  it("3. a coupon past its expiry day is refused: 'Already expired'; a future one works", async () => {
    const ann = account('ann');
    const yesterday = await newCoupon({ expiry_date: bangkokDay(-1) });
    const res = await redeem(ann, yesterday);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: 'COUPON_EXPIRED', message: 'Already expired' });
    await expectNothingChanged(ann, yesterday, 100);
    const isoYesterday = await newCoupon({ expiry_date: new Date(Date.now() - DAY_MS).toISOString() });
    expect((await redeem(ann, isoYesterday)).body.error.message).toBe('Already expired');

    const later = await newCoupon({ expiry_date: bangkokDay(1) });
    expect((await redeem(ann, later)).status).toBe(200);
  });

  it('3. a coupon expiring today works until 23:00 Bangkok, then counts as expired', async () => {
    const ann = account('ann');
    const today = await newCoupon({ expiry_date: bangkokDay(0) });
    const beforeEleven = wallClock(new Date()).hour < 23;
    const res = await redeem(ann, today);
    expect(res.status).toBe(beforeEleven ? 200 : 410);
  });

  it("4. usage_limit must be nonzero: 'Usage limit reached'", async () => {
    const [ann, bob] = [account('ann'), account('bob')];
    const spent = await newCoupon({ usage_limit: 1 });
    expect((await redeem(ann, spent)).status).toBe(200);
    const res = await redeem(bob, spent);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'COUPON_USAGE_LIMIT_REACHED', message: 'Usage limit reached' });
    await expectNothingChanged(bob, spent, 0);
  });

  it("5. each user may redeem a coupon once: 'Already used', and the credits are not added again", async () => {
    const ann = account('ann');
    const code = await newCoupon({ credit: 10 });
    expect((await redeem(ann, code)).body).toEqual({ credits: 10 });
    const again = await redeem(ann, code.toLowerCase());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'COUPON_ALREADY_USED', message: 'Already used' });
    expect((await creditBalanceOf(ann))?.quota_remaining).toBe(FREE_CREDIT_BALANCE_CREDITS + 10);
    expect(await historyOf(ann)).toHaveLength(1);
    expect(await usesLeft(code)).toBe(99);
    // Another user still can.
    expect((await redeem(account('bob'), code)).status).toBe(200);
  });
});

describe('exactly once (docs/architecture.md "Data")', () => {
  it('a redemption whose credits never landed (stopped between the two writes) is finished by the retry, then reads Already used', async () => {
    const ann = account('ann');
    const code = await newCoupon({ credit: 6, usage_limit: 1 });
    // What the first attempt left behind: the use taken and the record written, the credits not yet added.
    await db()
      .transaction.write(({ coupon, couponRedemption }) => [
        coupon.patch({ code }).subtract({ usage_limit: 1 }).commit(),
        couponRedemption
          .create({
            code,
            emailKey: emailKey(ann.email),
            email: ann.email,
            creator: 'ops@example.com',
            name: 'Spring',
            credit: 6,
            couponData: {},
            created_at: new Date().toISOString(),
          })
          .commit(),
      ])
      .go();
    // The coupon has no use left, but this user's use was already taken: the retry finishes the grant.
    const retry = await redeem(ann, code);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ credits: 6 });
    expect((await creditBalanceOf(ann))?.quota_remaining).toBe(FREE_CREDIT_BALANCE_CREDITS + 6);
    expect(await usesLeft(code)).toBe(0);
    const again = await redeem(ann, code);
    expect(again.status).toBe(409);
    expect(await historyOf(ann)).toHaveLength(1);
  });

  it('one user redeeming the same coupon 10 times at once is credited once', async () => {
    const ann = account('ann');
    const code = await newCoupon({ credit: 10, usage_limit: 50 });
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(ann, code)));
    expect(results.some((r) => r.status === 200)).toBe(true);
    // A click that lost the race either reads 'Already used' or finds the winner's grant under way and reports it.
    for (const r of results)
      expect(r.status === 200 ? r.body : r.body.error.message).toEqual(
        r.status === 200 ? { credits: 10 } : 'Already used',
      );
    expect((await creditBalanceOf(ann))?.quota_remaining).toBe(FREE_CREDIT_BALANCE_CREDITS + 10);
    expect(await historyOf(ann)).toHaveLength(1);
    expect(await redemptionsOf(code)).toHaveLength(1);
    expect(await usesLeft(code)).toBe(49);
  });

  it('a coupon with usage_limit 3 redeemed at once by 8 users works exactly 3 times', async () => {
    const code = await newCoupon({ credit: 5, usage_limit: 3 });
    const users = Array.from({ length: 8 }, (_, i) => account(`user${i}`));
    const results = await Promise.all(users.map((u) => redeem(u, code)));
    const won = users.filter((_, i) => results[i]?.status === 200);
    expect(won).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.error.message)).toEqual(
      Array(5).fill('Usage limit reached'),
    );
    expect(await usesLeft(code)).toBe(0);
    expect((await redemptionsOf(code)).map((r) => r.email).sort()).toEqual(won.map((u) => u.email).sort());
    for (const u of won) expect((await creditBalanceOf(u))?.quota_remaining).toBe(FREE_CREDIT_BALANCE_CREDITS + 5);
    for (const u of users.filter((x) => !won.includes(x))) await expectNothingChanged(u, null);
  });
});

describe('operator coupons (scripts/coupon.ts)', () => {
  it('creates a coupon with its code uppercased, refuses to overwrite a code, and lists it', async () => {
    const code = `op-${uid()}`;
    const made = await createCoupon(
      { code, name: 'Ops', credit: 3, usage_limit: 2, expiry_date: bangkokDay(5), creator: 'ops' },
      new Date(),
    );
    expect(made.created).toBe(true);
    const again = await createCoupon(
      {
        code: code.toUpperCase(),
        name: 'Other',
        credit: 99,
        usage_limit: 99,
        expiry_date: bangkokDay(5),
        creator: 'ops',
      },
      new Date(),
    );
    expect(again).toMatchObject({ created: false, existing: { code: code.toUpperCase(), name: 'Ops', credit: 3 } });
    expect((await listCoupons()).find((c) => c.code === code.toUpperCase())).toMatchObject({
      usage_limit: 2,
      credit: 3,
    });
  });

  it('refuses a bad definition', async () => {
    const base = {
      code: `OK${uid()}`,
      name: 'X',
      credit: 1,
      usage_limit: 1,
      expiry_date: bangkokDay(1),
      creator: 'ops',
    };
    for (const bad of [
      { code: 'has space' },
      { credit: 0 },
      { usage_limit: 1.5 },
      { expiry_date: '2026-02-30' },
      { expiry_date: 'soon' },
    ]) {
      await expect(createCoupon({ ...base, ...bad }, new Date())).rejects.toThrow();
    }
  });
});
