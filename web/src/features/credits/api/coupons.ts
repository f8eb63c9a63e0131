import { api } from '../../../lib/api-client';
import { refreshCredits } from './billing';

/**
 * Redeem a coupon code (spec part 2 §5 "Coupon redemption"); returns the credits added. With `teamId` they go to that
 * team's quota (its owner or an admin redeeming); it is still the user's one redemption of the code.
 */
export async function redeemCoupon(code: string, teamId?: string): Promise<number> {
  const { credits } = teamId
    ? await api('redeemTeamCoupon', { params: { teamId }, body: { code } })
    : await api('redeemCoupon', { body: { code } });
  // The plan and billing tab and the account menu's credit line show the new balance.
  await refreshCredits();
  return credits;
}
