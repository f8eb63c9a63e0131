import { defineHandler } from '../../http/handler-factory';
import { teamBillingOf } from '../billing-view';
import { startCheckout } from '../checkout';
import { redeemCouponCode } from '../coupons';

/** A team's plan tab (spec part 2 §3 "quota … per team"): its credits and movements, for its members. */
export const getTeamBilling = defineHandler('getTeamBilling', async ({ params, now, user }) =>
  teamBillingOf(params.teamId, user.email, now),
);

/** Credits for the team's quota through Stripe Checkout, by its owner or an admin; the webhook credits the team. */
export const createTeamCheckout = defineHandler('createTeamCheckout', async ({ params, body, locale, now, user }) =>
  startCheckout({ email: user.email, request: body, teamId: params.teamId, locale, now }),
);

/** A coupon redeemed for the team's quota by its owner or an admin (spec part 2 §5; one redemption per user). */
export const redeemTeamCoupon = defineHandler('redeemTeamCoupon', async ({ params, body, now, sourceIp, user }) => ({
  credits: await redeemCouponCode({ user, code: body.code, teamId: params.teamId, sourceIp, now }),
}));
