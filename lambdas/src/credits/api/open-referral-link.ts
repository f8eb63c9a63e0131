import { defineHandler } from '../../http/handler-factory';
import { referralLinkOf } from '../referrals';

/** My personal referral link (spec part 2 §9.2: a 35-character code), created on first request. */
export const openReferralLink = defineHandler('openReferralLink', async ({ now, user }) =>
  referralLinkOf({ user, now }),
);
