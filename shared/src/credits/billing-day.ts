import { MONTHLY_PLAN } from '../constants/credits';
import { addMonths, fromWallClock, wallClock } from '../time/zoned';

/**
 * The monthly plan is billed on the 6th of the month (spec part 2 §9.1), at midnight in the product's time zone
 * (Asia/Bangkok). Stripe Checkout takes this as `subscription_data.billing_cycle_anchor`: the first invoice covers
 * the days up to the anchor (prorated, Stripe's default), every later one a whole month from the 6th. Stripe wants an
 * anchor in the future and before the subscription's natural next billing date (a month from now); a purchase made
 * at exactly midnight on the 6th is already on the day and needs none (null).
 */
export function monthlyBillingAnchor(now: Date, day: number = MONTHLY_PLAN.billingDayOfMonth): Date | null {
  const w = wallClock(now);
  const thisMonth = fromWallClock({ year: w.year, month: w.month, day, hour: 0, minute: 0, second: 0 });
  const anchor = thisMonth.getTime() > now.getTime() ? thisMonth : addMonths(thisMonth, 1);
  return anchor.getTime() < addMonths(now, 1).getTime() ? anchor : null;
}
