import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCouponRedeemable, normalizeCouponCode, redeemCoupon, ZCouponInput, type Coupon } from './coupons';
import {
  advanceReferral,
  checkReferralInvite,
  generatePublicLinkCode,
  generateReferralCode,
  isReferralCode,
  newReferral,
  PUBLIC_LINK_PATTERN,
  referralCodeFromQuery,
  resolveReferralLink,
} from './referral';
import { ZReferralInvite } from './referral-invite';
import { completeOnboarding } from './onboarding';
import { DomainError } from '../errors/domain-error';
import { errorMessage } from '../errors/texts';
import { validationErrorCode } from '../errors/validation';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
};
const coupon: Coupon = {
  name: 'Spring',
  expiry_date: '2026-03-10',
  usage_limit: 3,
  credit: 20,
  creator: 'admin@acme.com',
};
// 2026-03-10 23:00 in Bangkok is 16:00 UTC.
const bkk = (time: string) => new Date(`2026-03-10T${time}+07:00`);

describe('Coupon redemption (spec part 2 §5)', () => {
  it.each([
    ['The code is required', '', 'COUPON_CODE_REQUIRED'],
    ['whitespace is no code', '   ', 'COUPON_CODE_REQUIRED'],
  ])('%s', (_rule, code, expected) => {
    expect(codeOf(() => normalizeCouponCode(code))).toBe(expected);
    const r = ZCouponInput.safeParse({ code });
    expect(r.success ? null : validationErrorCode(r.error)).toBe(expected);
  });

  it('it is uppercased before lookup', () => {
    expect(normalizeCouponCode(' spring26 ')).toBe('SPRING26');
    expect(ZCouponInput.parse({ code: 'spring26' }).code).toBe('SPRING26');
  });

  it.each<[string, Coupon | null, Date, boolean, string | null]>([
    ['The code must exist', null, bkk('10:00:00'), false, 'COUPON_NOT_FOUND'],
    ['valid on the expiry day before 23:00', coupon, bkk('22:59:59'), false, null],
    ['still valid at 23:00 exactly', coupon, bkk('23:00:00'), false, null],
    ['It counts as expired after 23:00 on the expiry day', coupon, bkk('23:00:01'), false, 'COUPON_EXPIRED'],
    ['expired the next day', coupon, new Date('2026-03-11T01:00:00+07:00'), false, 'COUPON_EXPIRED'],
    [
      'a timestamp expiry counts by its Bangkok day',
      { ...coupon, expiry_date: '2026-03-10T05:00:00+07:00' },
      bkk('23:30:00'),
      false,
      'COUPON_EXPIRED',
    ],
    [
      'an unreadable expiry date is expired',
      { ...coupon, expiry_date: 'soon' },
      bkk('10:00:00'),
      false,
      'COUPON_EXPIRED',
    ],
    [
      'usage_limit must be nonzero',
      { ...coupon, usage_limit: 0 },
      bkk('10:00:00'),
      false,
      'COUPON_USAGE_LIMIT_REACHED',
    ],
    ['Each user may redeem a given coupon once', coupon, bkk('10:00:00'), true, 'COUPON_ALREADY_USED'],
  ])('%s', (_rule, c, now, already, code) => {
    expect(codeOf(() => checkCouponRedeemable(c, now, already))).toBe(code);
  });

  it('redeeming grants its credits, uses one, and records the transaction', () => {
    const r = redeemCoupon({
      code: 'spring',
      coupon,
      email: 'ann@acme.com',
      alreadyRedeemedByUser: false,
      now: bkk('09:00:00'),
    });
    expect(r.credits).toBe(20);
    expect(r.coupon.usage_limit).toBe(2);
    expect(r.transaction).toMatchObject({ email: 'ann@acme.com', code: 'SPRING', credit: 20, name: 'Spring' });
  });
});

describe('Referral invitation (spec part 2 §5)', () => {
  const ok = {
    email: 'friend@acme.com',
    teamId: 'team-1',
    alreadyInvited: false,
    existingUser: false,
    product: 'Culturefit',
  };
  it.each([
    ['A valid e-mail is required', { email: 'friend@' }, 'REFERRAL_INVALID_EMAIL'],
    ["Without a team: 'No teamId'", { teamId: '' }, 'REFERRAL_NO_TEAM_ID'],
    ['An already-invited e-mail is rejected', { alreadyInvited: true }, 'REFERRAL_ALREADY_INVITED'],
    ['An e-mail that already uses the product is rejected', { existingUser: true }, 'REFERRAL_ALREADY_USES_PRODUCT'],
    ['a new friend is accepted', {}, null],
  ])('%s', (_rule, patch, code) => {
    expect(codeOf(() => checkReferralInvite({ ...ok, ...patch }))).toBe(code);
  });

  it("'{email} already uses' followed by the product name", async () => {
    let refused: DomainError | undefined;
    try {
      checkReferralInvite({ ...ok, email: 'Friend@Acme.com', existingUser: true });
    } catch (e) {
      refused = e as DomainError;
    }
    expect(refused?.code).toBe('REFERRAL_ALREADY_USES_PRODUCT');
    expect(await errorMessage('REFERRAL_ALREADY_USES_PRODUCT', 'en', refused?.params)).toBe(
      'friend@acme.com already uses Culturefit',
    );
    expect(await errorMessage('REFERRAL_ALREADY_USES_PRODUCT', 'th', refused?.params)).toBe(
      'friend@acme.com ใช้ Culturefit อยู่แล้ว',
    );
  });

  it('the invite schema speaks the same codes', () => {
    const bad = ZReferralInvite.safeParse({ email: 'x', teamId: 't' });
    expect(bad.success ? null : validationErrorCode(bad.error)).toBe('REFERRAL_INVALID_EMAIL');
    const noTeam = ZReferralInvite.safeParse({ email: 'x@y.co' });
    expect(noTeam.success ? null : validationErrorCode(noTeam.error)).toBe('REFERRAL_NO_TEAM_ID');
  });

  it('Referral: both parties earn 10 free credits, paid for real use (the friend signs up, creates an assessment, then a respondent completes or a payment arrives); credits move from pending to earned', () => {
    const r0 = newReferral('Ann@acme.com', { email: 'friend@acme.com', teamId: 't' });
    expect(r0).toMatchObject({ status: 'pending', credits: 'pending', credits_earned: 0 });
    const r1 = advanceReferral(r0, 'signed_up');
    expect(r1.rewards).toEqual([]);
    // Rewards are paid for real use, not for sign-ups or an empty assessment (docs/abuse.md "Credits").
    const r2 = advanceReferral(r1.referral, 'assessment_created');
    expect(r2.referral).toMatchObject({ status: 'assessment_created', credits: 'pending', credits_earned: 0 });
    expect(r2.rewards).toEqual([]);
    const r3 = advanceReferral(r2.referral, 'real_use');
    expect(r3.referral).toMatchObject({ status: 'assessment_created', credits: 'earned', credits_earned: 10 });
    expect(r3.rewards).toEqual([
      { side: 'referrer', email: 'ann@acme.com', credits: 10 },
      { side: 'friend', email: 'friend@acme.com', credits: 10 },
    ]);
    expect(advanceReferral(r3.referral, 'real_use').rewards).toEqual([]);
    expect(advanceReferral(r3.referral, 'assessment_created').rewards).toEqual([]);
    expect(advanceReferral(r3.referral, 'signed_up').referral.status).toBe('assessment_created');
  });

  it('a referrer past the monthly cap of rewards earns nothing for this friend; the friend still does', () => {
    const r = advanceReferral(
      { ...newReferral('ann@acme.com', { email: 'friend@acme.com', teamId: 't' }), status: 'signed_up' },
      'real_use',
      { referrerCapped: true },
    );
    expect(r.referral).toMatchObject({ credits: 'earned', credits_earned: 0 });
    expect(r.rewards).toEqual([{ side: 'friend', email: 'friend@acme.com', credits: 10 }]);
  });

  it('a friend invited but never signed up earns nothing for real use (only a referred sign-up does)', () => {
    expect(
      advanceReferral(newReferral('ann@acme.com', { email: 'friend@acme.com', teamId: 't' }), 'real_use').rewards,
    ).toEqual([]);
  });

  it("An unrecognized e-mail: 'Sorry, we don't recognize this email address'", () => {
    expect(codeOf(() => advanceReferral(null, 'signed_up'))).toBe('REFERRAL_EMAIL_NOT_RECOGNIZED');
  });

  it("An unknown referral link: 'Unknown referral link.'", () => {
    expect(codeOf(() => resolveReferralLink(null))).toBe('REFERRAL_UNKNOWN_LINK');
    expect(resolveReferralLink({ owner: 'ann@acme.com' }).owner).toBe('ann@acme.com');
  });

  it('Referral link code: 35 characters; Public link: three groups of 3', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        let i = 0;
        const source = (n: number) => Uint8Array.from({ length: n }, () => bytes[i++ % 64]! ^ (i % 256));
        return isReferralCode(generateReferralCode(source)) && PUBLIC_LINK_PATTERN.test(generatePublicLinkCode(source));
      }),
    );
    expect(generateReferralCode()).toHaveLength(35);
    expect(generatePublicLinkCode()).toMatch(/^[a-z0-9]{3}-[a-z0-9]{3}-[a-z0-9]{3}$/);
  });

  it.each([
    ['?abc123', 'abc123'],
    ['?ref=abc123&x=1', 'abc123'],
    ['?tool=okr-generator', null],
    ['', null],
  ])('A referral code is read from the first query parameter unless it is named tool (%j)', (search, code) => {
    expect(referralCodeFromQuery(search)).toBe(code);
  });
});

describe('Onboarding: TODO to COMPLETED when the auto-generated template is created (spec part 2 §4)', () => {
  it('completes once, pointing at the result link', () => {
    const done = completeOnboarding(
      { email: 'a@b.co', status: 'TODO', sendmail: true, action_url: '', send_result_at: null },
      'tpl9',
    );
    expect(done).toMatchObject({ status: 'COMPLETED', action_url: '/assessments/assessments?id=tpl9' });
    expect(codeOf(() => completeOnboarding(done, 'tpl9'))).toBe('INVALID_STATUS_TRANSITION');
  });
});
