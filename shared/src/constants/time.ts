/** Time zone and expiry times: spec part 2 §9.1 and §9.2. Timestamps are stored as ISO 8601 in UTC, not the spec's 'yyyy-MM-dd HH:mm:ss'. */

export const DEFAULT_TIMEZONE = 'Asia/Bangkok';

export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}
/** Plans expire at the end of their last day. */
export const PLAN_EXPIRY_TIME: ClockTime = { hour: 23, minute: 59, second: 59 };
/** A coupon counts as expired after 23:00 on its expiry day. */
export const COUPON_EXPIRY_TIME: ClockTime = { hour: 23, minute: 0, second: 0 };
