import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { referralLinkOf } from '../referrals';

/** My personal referral link (spec part 2 §9.2: a 35-character code), created on first request. */
export const getReferralLink = defineHandler('getReferralLink', async ({ actor, now }) =>
  referralLinkOf(await loadOrCreateUser(actor, now), now),
);
