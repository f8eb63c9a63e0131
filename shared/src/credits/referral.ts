import {
  PUBLIC_LINK_GROUP_LENGTH,
  PUBLIC_LINK_GROUPS,
  REFERRAL_CLAIM_WINDOW_MS,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_CREDITS,
} from '../constants/referral';
import { DomainError } from '../errors/domain-error';
import { isValidEmail, normalizeEmail, personKey, personStoreKey } from '../accounts/email';
import { ALPHANUMERIC, LOWER_ALPHANUMERIC, cryptoRandomBytes, randomString, type RandomBytes } from '../ids/random';

/**
 * Referral invitation checks, in the spec's order: valid e-mail; a team id; not already invited;
 * not already a user ('{email} already uses' + product name, passed as `product`).
 */
export function checkReferralInvite(input: {
  email: string;
  teamId?: string | null;
  alreadyInvited: boolean;
  existingUser: boolean;
  product: string;
}): string {
  if (!isValidEmail(input.email)) throw new DomainError('REFERRAL_INVALID_EMAIL');
  const email = normalizeEmail(input.email);
  if (!input.teamId?.trim()) throw new DomainError('REFERRAL_NO_TEAM_ID');
  if (input.alreadyInvited) throw new DomainError('REFERRAL_ALREADY_INVITED');
  if (input.existingUser) throw new DomainError('REFERRAL_ALREADY_USES_PRODUCT', { email, product: input.product });
  return email;
}

export const REFERRAL_STATUSES = ['pending', 'signed_up', 'assessment_created'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Referral record (spec part 1 §3): invited e-mail, status, credits earned. */
export interface Referral {
  referrer: string;
  email: string;
  teamId: string;
  status: ReferralStatus;
  credits: 'pending' | 'earned';
  credits_earned: number;
}

export function newReferral(referrer: string, invite: { email: string; teamId: string }): Referral {
  return {
    referrer: normalizeEmail(referrer),
    email: invite.email,
    teamId: invite.teamId,
    status: 'pending',
    credits: 'pending',
    credits_earned: 0,
  };
}

/**
 * What moves a referral on: the friend signs up, creates an assessment, and then uses the product for real (a
 * respondent who is not the friend completes one of the friend's assessments, or the friend pays: Stripe).
 */
export type ReferralEvent = 'signed_up' | 'assessment_created' | 'real_use';

export interface ReferralReward {
  side: 'referrer' | 'friend';
  email: string;
  credits: number;
}

/**
 * The friend signs up, then creates an assessment (spec part 2 §4 statuses); both parties earn 10 free credits and
 * the credits move from pending to earned (§9.2). The spec pays when the friend creates an assessment; ours pays
 * only at the friend's first real use (docs/abuse.md "Credits": rewards are paid for real use, not for sign-ups),
 * since an empty assessment costs a throw-away account nothing. Only a friend who signed up is rewarded; a referrer
 * past REFERRAL_REWARDS_PER_REFERRER_PER_MONTH (`referrerCapped`) earns nothing for this friend, who still does.
 * Steps never go backwards and the reward is granted once. An e-mail without a referral is 'not recognized'.
 */
export function advanceReferral(
  referral: Referral | null | undefined,
  event: ReferralEvent,
  opts: { referrerCapped?: boolean } = {},
): { referral: Referral; rewards: ReferralReward[] } {
  if (!referral) throw new DomainError('REFERRAL_EMAIL_NOT_RECOGNIZED');
  const rank = (s: ReferralStatus) => REFERRAL_STATUSES.indexOf(s);
  if (event === 'real_use') {
    if (referral.credits === 'earned' || referral.status === 'pending') return { referral, rewards: [] };
    const referrerCredits = opts.referrerCapped ? 0 : REFERRAL_REWARD_CREDITS;
    const rewards: ReferralReward[] = [
      ...(referrerCredits > 0
        ? [{ side: 'referrer' as const, email: referral.referrer, credits: referrerCredits }]
        : []),
      { side: 'friend', email: referral.email, credits: REFERRAL_REWARD_CREDITS },
    ];
    return { referral: { ...referral, credits: 'earned', credits_earned: referrerCredits }, rewards };
  }
  if (rank(event) <= rank(referral.status)) return { referral, rewards: [] };
  return { referral: { ...referral, status: event }, rewards: [] };
}

/** Referral link code: 35 characters (spec part 2 §9.2). */
export function generateReferralCode(random: RandomBytes = cryptoRandomBytes): string {
  return randomString(REFERRAL_CODE_LENGTH, ALPHANUMERIC, random);
}
export function isReferralCode(code: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{${REFERRAL_CODE_LENGTH}}$`).test(code);
}

/** Public link: three groups of 3, e.g. `k3f-9qa-x2m`. */
export function generatePublicLinkCode(random: RandomBytes = cryptoRandomBytes): string {
  return Array.from({ length: PUBLIC_LINK_GROUPS }, () =>
    randomString(PUBLIC_LINK_GROUP_LENGTH, LOWER_ALPHANUMERIC, random),
  ).join('-');
}
export const PUBLIC_LINK_PATTERN = new RegExp(
  `^[a-z0-9]{${PUBLIC_LINK_GROUP_LENGTH}}(?:-[a-z0-9]{${PUBLIC_LINK_GROUP_LENGTH}}){${PUBLIC_LINK_GROUPS - 1}}$`,
);

/**
 * A referral code is read from the first query parameter of the address unless that parameter is
 * named tool (spec part 1 §2, part 2 §2): `join?CODE` and `?ref=CODE` both give CODE.
 */
export function referralCodeFromQuery(search: string): string | null {
  const first = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).entries().next();
  if (first.done) return null;
  const [key, value] = first.value;
  if (key === 'tool') return null;
  return value || key || null;
}

/** An unknown referral link: 'Unknown referral link.' */
export function resolveReferralLink<R extends { owner: string }>(route: R | null | undefined): R {
  if (!route?.owner) throw new DomainError('REFERRAL_UNKNOWN_LINK');
  return route;
}

/**
 * A new account claims the referral link it followed before signing up (ours: the spec says only that the friend
 * signs up). Refused, in this order: a guest ('Sorry, we don't recognize this email address': a reserved guest
 * address is nobody's); the link's own owner; a friend already referred through another link or invitation
 * ('This email has already been invited'; the same link again is a retry and changes nothing); an account that
 * existed before it followed the link ('{email} already uses' + the product). An invitation e-mailed to this
 * address moves on to signed up; without one, the link owner's referral is created at signed up.
 */
export function checkReferralClaim(input: {
  claimer: { email: string; createdAt: string; isGuest: boolean };
  owner: string;
  existing: Pick<Referral, 'referrer' | 'status'> | null | undefined;
  product: string;
  now: Date;
}): 'create' | 'advance' | 'unchanged' {
  const email = normalizeEmail(input.claimer.email);
  const owner = normalizeEmail(input.owner);
  if (input.claimer.isGuest) throw new DomainError('REFERRAL_EMAIL_NOT_RECOGNIZED');
  // One person under another spelling of their own address is still themselves (personKey).
  if (personKey(email) === personKey(owner)) throw new DomainError('REFERRAL_SELF');
  if (input.existing && input.existing.status !== 'pending') {
    if (personKey(input.existing.referrer) === personKey(owner)) return 'unchanged';
    throw new DomainError('REFERRAL_ALREADY_INVITED');
  }
  if (Date.parse(input.claimer.createdAt) < input.now.getTime() - REFERRAL_CLAIM_WINDOW_MS) {
    throw new DomainError('REFERRAL_ALREADY_USES_PRODUCT', { email, product: input.product });
  }
  return input.existing ? 'advance' : 'create';
}

/**
 * The business event of one side of a referral reward: the quota ledger adds credits once per event id, so a
 * retry or two completions at once reward each side once. Named by the two people (personKey), so another
 * spelling of either address is the same reward.
 */
export function referralRewardEventId(referrer: string, friend: string, side: 'referrer' | 'friend'): string {
  return `referral#${personStoreKey(referrer)}#${personStoreKey(friend)}#${side}`;
}
