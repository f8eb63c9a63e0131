import * as z from '../zod-mini';
import { COUPON_EXPIRY_TIME } from '../constants/time';
import { DomainError } from '../errors/domain-error';
import { atTimeOnDay, calendarDayAt } from '../time/zoned';

/** coupons record (spec part 2 §3). `usage_limit` counts the redemptions left. */
export interface Coupon {
  name: string;
  expiry_date: string;
  usage_limit: number;
  credit: number;
  creator: string;
}

/** coupon_transactions record (spec part 2 §3). */
export interface CouponTransaction {
  email: string;
  creator: string;
  name: string;
  code: string;
  credit: number;
  couponData: Coupon;
  created_at: string;
}

/** The code is required and uppercased before lookup (spec part 2 §5 steps 1–2). */
export const ZCouponInput = z.object({
  code: z
    .string({ error: 'COUPON_CODE_REQUIRED' })
    .check(z.trim(), z.minLength(1, { error: 'COUPON_CODE_REQUIRED' }), z.maxLength(64), z.toUpperCase()),
});

export function normalizeCouponCode(code: string | null | undefined): string {
  const normalized = (code ?? '').trim().toUpperCase();
  if (!normalized) throw new DomainError('COUPON_CODE_REQUIRED');
  return normalized;
}

/**
 * The moment a coupon stops working: 23:00 Asia/Bangkok on its expiry day (spec part 2 §5, §9.2).
 * expiry_date may be a calendar day (`2026-03-10`) or a full timestamp, whose Bangkok day counts.
 */
export function couponExpiresAt(expiryDate: string): Date | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiryDate)) return calendarDayAt(expiryDate, COUPON_EXPIRY_TIME);
  const at = new Date(expiryDate);
  return Number.isNaN(at.getTime()) ? null : atTimeOnDay(at, COUPON_EXPIRY_TIME);
}

/**
 * Coupon redemption rules (spec part 2 §5): must exist; not expired (expired after 23:00 on the
 * expiry day); usage_limit nonzero (zero or below means none left); one redemption per user.
 * Returns the credits the coupon grants.
 */
export function checkCouponRedeemable(
  coupon: Coupon | null | undefined,
  now: Date,
  alreadyRedeemedByUser: boolean,
): number {
  if (!coupon) throw new DomainError('COUPON_NOT_FOUND');
  const expiresAt = couponExpiresAt(coupon.expiry_date);
  if (!expiresAt || now.getTime() > expiresAt.getTime()) throw new DomainError('COUPON_EXPIRED');
  if (!(coupon.usage_limit > 0)) throw new DomainError('COUPON_USAGE_LIMIT_REACHED');
  if (alreadyRedeemedByUser) throw new DomainError('COUPON_ALREADY_USED');
  return coupon.credit;
}

/**
 * Redeem: check, then one use fewer and the transaction to store. The store makes it idempotent
 * with a conditional write keyed by coupon + user (docs/architecture.md "Data").
 */
export function redeemCoupon(input: {
  code: string;
  coupon: Coupon | null | undefined;
  email: string;
  alreadyRedeemedByUser: boolean;
  now: Date;
}): {
  coupon: Coupon;
  transaction: CouponTransaction;
  credits: number;
} {
  const code = normalizeCouponCode(input.code);
  const credits = checkCouponRedeemable(input.coupon, input.now, input.alreadyRedeemedByUser);
  const coupon = input.coupon as Coupon;
  return {
    coupon: { ...coupon, usage_limit: coupon.usage_limit - 1 },
    credits,
    transaction: {
      email: input.email,
      creator: coupon.creator,
      name: coupon.name,
      code,
      credit: credits,
      couponData: coupon,
      created_at: input.now.toISOString(),
    },
  };
}
