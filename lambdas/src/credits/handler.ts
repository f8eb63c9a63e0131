import { contextRouter } from '../http/context-router';
import { getReferralLink } from './api/get-referral-link';
import { listReferrals } from './api/list-referrals';
import { inviteReferral } from './api/invite-referral';
import { claimReferral } from './api/claim-referral';
import { resolveReferral } from './api/resolve-referral';
import { getQuotaLine } from './api/get-quota-line';
import { cancelSubscription, createBillingPortal, createCheckout, getBilling, getCheckoutResult } from './api/billing';
import { stripeWebhook } from './api/stripe-webhook';
import { redeemCoupon } from './api/redeem-coupon';

export const handler = contextRouter('credits', {
  getReferralLink,
  listReferrals,
  inviteReferral,
  claimReferral,
  resolveReferral,
  getQuotaLine,
  getBilling,
  createCheckout,
  getCheckoutResult,
  createBillingPortal,
  cancelSubscription,
  stripeWebhook,
  redeemCoupon,
});
