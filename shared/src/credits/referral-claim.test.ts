import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { checkReferralClaim, referralCodeFromQuery, referralRewardEventId } from './referral';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
};

const now = new Date('2025-03-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
type Claim = Parameters<typeof checkReferralClaim>[0];
const base: Claim = {
  claimer: { email: 'fay@acme.com', createdAt: minutesAgo(5), isGuest: false },
  owner: 'ann@acme.com',
  existing: null,
  product: 'Culture Fit',
  now,
};

describe('claiming a referral link after sign-up (ours; spec part 2 §5, §8 "Referral" messages)', () => {
  it.each<[string, Partial<Claim>, string]>([
    [
      "a guest's reserved address: 'Sorry, we don't recognize this email address'",
      { claimer: { ...base.claimer, isGuest: true } },
      'REFERRAL_EMAIL_NOT_RECOGNIZED',
    ],
    ['your own link is refused', { claimer: { ...base.claimer, email: 'ANN@acme.com' } }, 'REFERRAL_SELF'],
    [
      'your own link under another spelling of your Gmail address is refused',
      { owner: 'ann.lee@gmail.com', claimer: { ...base.claimer, email: 'annlee@googlemail.com' } },
      'REFERRAL_SELF',
    ],
    [
      "already referred through another link: 'This email has already been invited'",
      { existing: { referrer: 'bob@acme.com', status: 'signed_up' } },
      'REFERRAL_ALREADY_INVITED',
    ],
    [
      "an account older than an hour: '{email} already uses' the product",
      { claimer: { ...base.claimer, createdAt: minutesAgo(61) } },
      'REFERRAL_ALREADY_USES_PRODUCT',
    ],
  ])('%s', (_rule, patch, code) => {
    expect(codeOf(() => checkReferralClaim({ ...base, ...patch }))).toBe(code);
  });

  it.each<[string, Partial<Claim>, string]>([
    ['a new account without an invitation: the link owner’s referral is created', {}, 'create'],
    [
      'an account exactly an hour old still claims',
      { claimer: { ...base.claimer, createdAt: minutesAgo(60) } },
      'create',
    ],
    [
      'an invitation e-mailed to this address (by anyone) moves on to signed up',
      { existing: { referrer: 'bob@acme.com', status: 'pending' } },
      'advance',
    ],
    [
      'the same link again (a retry) changes nothing, even later',
      {
        existing: { referrer: 'ann@acme.com', status: 'assessment_created' },
        claimer: { ...base.claimer, createdAt: minutesAgo(600) },
      },
      'unchanged',
    ],
  ])('%s', (_rule, patch, decision) => {
    expect(checkReferralClaim({ ...base, ...patch })).toBe(decision);
  });

  it('a reward is one ledger event per side, named by both people (personKey, as storage keys)', () => {
    expect(referralRewardEventId('Ann.Lee@acme.com', 'fay@acme.com', 'referrer')).toBe(
      'referral#ann,lee@acme,com#fay@acme,com#referrer',
    );
    expect(referralRewardEventId('ann@acme.com', 'fay@acme.com', 'friend')).toBe(
      'referral#ann@acme,com#fay@acme,com#friend',
    );
    expect(referralRewardEventId('ann@acme.com', 'F.ay@gmail.com', 'friend')).toBe(
      referralRewardEventId('ann@acme.com', 'fay@googlemail.com', 'friend'),
    );
  });

  it('A referral code is read from the first query parameter of the address unless that parameter is named tool', () => {
    expect(referralCodeFromQuery('?abc123')).toBe('abc123');
    expect(referralCodeFromQuery('?tool=okr-generator&abc')).toBeNull();
    expect(referralCodeFromQuery('')).toBeNull();
  });
});
