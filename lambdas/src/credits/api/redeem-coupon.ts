import { defineHandler } from '../../http/handler-factory';
import { redeemCouponCode } from '../coupons';

/**
 * Redeem a coupon code (spec part 2 §5 "Coupon redemption"): its credits go to the user's own quota. A guest redeems
 * none, and one client address redeems at most COUPON_REDEMPTIONS_PER_ADDRESS_PER_DAY a day (docs/abuse.md "Credits").
 */
export const redeemCoupon = defineHandler('redeemCoupon', async ({ body, now, sourceIp, user }) => {
  return { credits: await redeemCouponCode({ user, code: body.code, sourceIp, now }) };
});
