import { api } from '../../../lib/api-client';
import { refreshCredits } from './billing';

/** Redeem a coupon code (spec part 2 §5 "Coupon redemption"); returns the credits added. */
export async function redeemCoupon(code: string): Promise<number> {
  const { credits } = await api('redeemCoupon', { body: { code } });
  // The plan and billing tab and the account menu's credit line show the new balance.
  await refreshCredits();
  return credits;
}
