import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addPurchasedCredits,
  applyExpiry,
  applyFreeMonthlyReset,
  cancelSubscription,
  creditLine,
  grantCredits,
  newPersonalCreditBalance,
  newTeamCreditBalance,
  refreshCreditBalance,
  subscribe,
  subscriptionDisplay,
} from './credit-balance';
import {
  checkInvitationCredits,
  consumeForCompletion,
  consumeForGenerator,
  pickCreditSource,
  withdrawalEntry,
} from './consume';
import { fromMinorUnits, packPriceUsd, paygPriceThb, ZCreditPurchase } from './pricing';
import { DomainError } from '../errors/domain-error';
import { validationErrorCode } from '../errors/validation';
import type { CreditBalance } from './types';

const now = new Date('2026-03-10T03:00:00Z'); // 10:00 in Bangkok
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
};
const free = newPersonalCreditBalance('ann@acme.com', now);
const q = (patch: Partial<CreditBalance>): CreditBalance => ({ ...free, ...patch });

describe('Quota plans (spec part 1 §4, part 2 §4 and §9.1)', () => {
  it('Default free quota: 5 credits, reset monthly (after 1 month)', () => {
    expect(free).toMatchObject({
      plan: 'free',
      quota_remaining: 5,
      quota_total: 5,
      unlimited: false,
      free_monthly_reset_at: '2026-04-10T03:00:00.000Z',
    });
  });

  it.each([
    ['a guest (no free credits before verification)', 'guest-1a2b@guest.invalid', {}],
    [
      'a second address of a person who already has an account (free credits once per person)',
      'a.nn@gmail.com',
      { samePersonExists: true },
    ],
  ])('no free credits and no monthly reset for %s', (_who, email, opts) => {
    const none = newPersonalCreditBalance(email, now, opts);
    expect(none).toMatchObject({
      quota_remaining: 0,
      quota_total: 0,
      default_quota_total: 0,
      free_monthly_reset_at: null,
    });
    expect(applyFreeMonthlyReset(none, new Date('2026-06-10T03:00:00Z')).quota_remaining).toBe(0);
  });

  it("Quota upsert needs an e-mail: 'Invalid email'", () => {
    expect(codeOf(() => newPersonalCreditBalance('', now))).toBe('INVALID_EMAIL');
  });

  it('Default team quota: 0', () => {
    expect(newTeamCreditBalance('ann@acme.com', now)).toMatchObject({
      quota_remaining: 0,
      quota_total: 0,
      free_monthly_reset_at: null,
    });
  });

  it('free credits are restored after 1 month, not before', () => {
    const spent = q({ quota_remaining: 0, quota_used: 5 });
    expect(applyFreeMonthlyReset(spent, new Date('2026-04-10T02:59:59Z')).quota_remaining).toBe(0);
    const reset = applyFreeMonthlyReset(spent, new Date('2026-04-10T03:00:00Z'));
    expect(reset).toMatchObject({
      quota_remaining: 5,
      quota_used: 0,
      free_monthly_reset_at: '2026-05-10T03:00:00.000Z',
    });
    expect(applyFreeMonthlyReset(spent, new Date('2026-07-01T00:00:00Z')).free_monthly_reset_at).toBe(
      '2026-07-10T03:00:00.000Z',
    );
  });

  it.each([
    ['monthly', '2026-04-10T16:59:59.000Z'],
    ['annual', '2027-03-10T16:59:59.000Z'],
    ['unlimited', '2027-03-10T16:59:59.000Z'],
  ] as const)('free to %s: unlimited credits, expiring 23:59:59 Asia/Bangkok at %s', (plan, expiry) => {
    expect(subscribe(free, plan, now)).toMatchObject({ plan, unlimited: true, expired_at: expiry });
  });

  it('Buying credits minimum 10; free to payg', () => {
    expect(codeOf(() => addPurchasedCredits(free, 9, now))).toBe('MIN_PURCHASE');
    expect(addPurchasedCredits(free, 10, now)).toMatchObject({
      plan: 'payg',
      quota_remaining: 15,
      advanced_quota_total: 10,
    });
  });

  it.each(['monthly', 'annual', 'unlimited'] as const)(
    'expiry returns %s to free (unlimited becomes 5 credits)',
    (plan) => {
      const sub = subscribe(free, plan, now);
      expect(applyExpiry(sub, new Date(sub.expired_at as string))).toBe(sub);
      const after = applyExpiry(sub, new Date(Date.parse(sub.expired_at as string) + 1000));
      expect(after).toMatchObject({ plan: 'free', unlimited: false, quota_remaining: 5, expired_at: null });
    },
  );

  it.each([
    [
      'goes to payg if advanced credits remain',
      q({ plan: 'monthly', unlimited: true, advanced_quota_total: 10, quota_remaining: 12 }),
      'payg',
    ],
    ['otherwise to free', q({ plan: 'monthly', unlimited: true, advanced_quota_total: 0, quota_remaining: 5 }), 'free'],
    [
      'bought credits all spent: free',
      q({ plan: 'annual', unlimited: true, advanced_quota_total: 10, quota_remaining: 0 }),
      'free',
    ],
  ])('Cancelling a subscription %s', (_rule, sub, plan) => {
    const c = cancelSubscription(sub, now);
    expect(c).toMatchObject({ plan, unlimited: false, unsubscribed: true });
  });

  it('Subscription shows Unsubscribe then Unsubscribed, with renewal date', () => {
    const sub = subscribe(free, 'monthly', now);
    expect(subscriptionDisplay(sub)).toEqual({ action: 'unsubscribe', renewsAt: '2026-04-10T16:59:59.000Z' });
    expect(subscriptionDisplay({ ...sub, unsubscribed: true }).action).toBe('unsubscribed');
    expect(subscriptionDisplay(free).action).toBeNull();
  });

  it('refresh applies expiry then the monthly reset', () => {
    const sub = subscribe(free, 'unlimited', now);
    const later = new Date('2028-01-01T00:00:00Z');
    expect(refreshCreditBalance(sub, later)).toMatchObject({ plan: 'free', quota_remaining: 5 });
  });

  it.each([
    [{ unlimited: true, quota_remaining: 0 }, { kind: 'unlimited' }],
    [
      { unlimited: false, quota_remaining: 1 },
      { kind: 'remaining', count: 1, plural: false },
    ],
    [
      { unlimited: false, quota_remaining: 4 },
      { kind: 'remaining', count: 4, plural: true },
    ],
    [
      { unlimited: false, quota_remaining: 0 },
      { kind: 'empty', addCreditPath: '/account/plan-billing' },
    ],
  ])(
    'credit line: Unlimited, n remaining (singular and plural), or zero with Add Credit (%j)',
    (creditBalance, line) => {
      expect(creditLine(creditBalance)).toEqual(line);
    },
  );
});

describe('Consuming credits (spec part 2 §1, §5, §6)', () => {
  it.each([
    ['A generator needs at least 1 credit', q({ quota_remaining: 1 }), null],
    ["otherwise 'Not enough quota'", q({ quota_remaining: 0 }), 'NOT_ENOUGH_QUOTA'],
    ['unless the plan is unlimited', q({ quota_remaining: 0, unlimited: true, plan: 'unlimited' }), null],
  ])('%s', (_rule, creditBalance, code) => {
    expect(codeOf(() => consumeForGenerator(creditBalance, now))).toBe(code);
  });

  it('Every toolbox generator run costs 1 credit', () => {
    expect(consumeForGenerator(q({ quota_remaining: 3 }), now)).toMatchObject({ quota_remaining: 2, quota_used: 1 });
    expect(consumeForGenerator(q({ unlimited: true, quota_remaining: 0 }), now).quota_remaining).toBe(0);
  });

  const team = q({ quota_remaining: 1 });
  const owner = q({ quota_remaining: 4 });
  const empty = q({ quota_remaining: 0 });
  it.each([
    ['team quota first', { team, owner }, true, 'team'],
    ['then the owner', { team: empty, owner }, true, 'owner'],
    ['no team quota record: the owner', { team: null, owner }, true, 'owner'],
    ['personal assessments use the personal quota', { personal: owner, team }, false, 'personal'],
    ['nobody can pay', { team: empty, owner: empty }, true, null],
  ] as const)(
    'Credits for team assessments come from team quota first, then the owner (%s)',
    (_rule, sources, isTeam, source) => {
      expect(pickCreditSource(sources, isTeam)).toBe(source);
    },
  );

  it("A credit is consumed when a respondent completes; none left: 'Not enough credits for personal user/team/owner'", () => {
    expect(consumeForCompletion({ team, owner }, true, now)).toMatchObject({
      source: 'team',
      quota: { quota_remaining: 0 },
    });
    expect(codeOf(() => consumeForCompletion({ team: empty, owner: empty }, true, now))).toBe('NOT_ENOUGH_CREDITS');
  });

  it("Invitations need available credits: 'No credits remaining, refer a friend to earn more'", () => {
    expect(codeOf(() => checkInvitationCredits({ personal: empty }, false))).toBe('NO_CREDITS_REMAINING');
    expect(codeOf(() => checkInvitationCredits({ personal: owner }, false))).toBeNull();
  });

  it('credits never go below zero, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(40), (start, runs) => {
        let creditBalance = q({ quota_remaining: start });
        for (let i = 0; i < runs; i++) {
          try {
            creditBalance = consumeForGenerator(creditBalance, now);
          } catch {
            /* refused */
          }
        }
        return creditBalance.quota_remaining === Math.max(0, start - runs) && creditBalance.quota_remaining >= 0;
      }),
    );
  });

  it('quota history: type withdraw, timestamp yyyy-MM-dd HH:mm:ss in Bangkok', () => {
    const entry = withdrawalEntry({
      email: 'ann@acme.com',
      teamId: 'team-sales',
      scope: 'team',
      quotaAfter: team,
      now,
    });
    expect(entry).toMatchObject({
      type: 'withdraw',
      credits: 1,
      credits_remaining: 1,
      created_at: '2026-03-10 10:00:00',
    });
    expect(
      withdrawalEntry({ email: 'a@b.co', teamId: null, scope: 'personal', quotaAfter: q({ unlimited: true }), now })
        .credits_remaining,
    ).toBe('Unlimited');
  });

  it('coupon and referral credits add to the bought pool', () => {
    expect(grantCredits(free, 10, now)).toMatchObject({ quota_remaining: 15, advanced_quota_total: 10, plan: 'free' });
  });
});

describe('Prices (spec part 2 §9.1)', () => {
  it.each([
    [10, 10],
    [20, 18],
    [30, 24],
    [40, 28],
  ])('Packs: %i for $%i', (credits, usd) => {
    expect(packPriceUsd(credits)).toBe(usd);
  });
  it.each([
    [10, 350],
    [25, 875],
  ])('Pay as you go: THB 35 per credit (%i credits = THB %i)', (credits, thb) => {
    expect(paygPriceThb(credits)).toBe(thb);
  });
  it('Minimum purchase 10 credits', () => {
    expect(codeOf(() => paygPriceThb(9))).toBe('MIN_PURCHASE');
    expect(codeOf(() => packPriceUsd(5))).toBe('MIN_PURCHASE');
    const r = ZCreditPurchase.safeParse({ credits: 9 });
    expect(r.success ? null : validationErrorCode(r.error)).toBe('MIN_PURCHASE');
  });
  it('provider amounts are converted from minor units', () => {
    expect(fromMinorUnits(49900)).toBe(499);
  });
});
