import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'credits',
  () => import('@shared/routes/credits-routes').then((m) => m.CREDITS_ROUTES),
  {
    openReferralLink: () => import('./api/open-referral-link').then((m) => m.openReferralLink),
    listReferrals: () => import('./api/list-referrals').then((m) => m.listReferrals),
    inviteReferral: () => import('./api/invite-referral').then((m) => m.inviteReferral),
    claimReferral: () => import('./api/claim-referral').then((m) => m.claimReferral),
    resolveReferral: () => import('./api/resolve-referral').then((m) => m.resolveReferral),
    getQuotaLine: () => import('./api/get-quota-line').then((m) => m.getQuotaLine),
    getBilling: () => import('./api/billing').then((m) => m.getBilling),
    createCheckout: () => import('./api/billing').then((m) => m.createCheckout),
    getCheckoutResult: () => import('./api/billing').then((m) => m.getCheckoutResult),
    createBillingPortal: () => import('./api/billing').then((m) => m.createBillingPortal),
    cancelSubscription: () => import('./api/billing').then((m) => m.cancelSubscription),
    stripeWebhook: () => import('./api/stripe-webhook').then((m) => m.stripeWebhook),
    redeemCoupon: () => import('./api/redeem-coupon').then((m) => m.redeemCoupon),
    getTeamBilling: () => import('./api/team-billing').then((m) => m.getTeamBilling),
    createTeamCheckout: () => import('./api/team-billing').then((m) => m.createTeamCheckout),
    redeemTeamCoupon: () => import('./api/team-billing').then((m) => m.redeemTeamCoupon),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
