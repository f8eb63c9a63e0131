import type { EntityItem } from 'electrodb';
import type { Coupon, CouponTransaction } from '@shared/credits';
import { db } from '../db/service';
import type { CouponEntity } from '../db/entities/coupon';
import { transactWrite, type TransactionOutcome } from '../db/transact';
import { isConditionFailure } from '../common/conditional';

export type CouponItem = EntityItem<typeof CouponEntity>;

export function toDomainCoupon(c: CouponItem): Coupon {
  return { name: c.name, expiry_date: c.expiry_date, usage_limit: c.usage_limit, credit: c.credit, creator: c.creator };
}

/** A person's redemption of a coupon as stored. */
export interface CouponRedemption {
  email: string;
  credit: number;
  name: string;
  /** Redeemed for this team's quota. */
  teamId?: string | undefined;
}

/** A coupon and the person's redemption of it (each null when absent), read consistently and at once. */
export async function loadCouponFor(
  code: string,
  personKey: string,
): Promise<{ coupon: CouponItem | null; redeemed: CouponRedemption | null }> {
  const [{ data: coupon }, { data: redeemed }] = await Promise.all([
    db().entities.coupon.get({ code }).go({ consistent: true }),
    db().entities.couponRedemption.get({ code, emailKey: personKey }).go({ consistent: true }),
  ]);
  return { coupon: coupon ?? null, redeemed: redeemed ?? null };
}

/**
 * One transaction: a use off the coupon (only while `usage_limit > 0`) and the person's redemption record (only
 * when it does not exist). A transaction cancelled by concurrent ones throws (isTransientTransactionFailure).
 */
export async function takeCouponUse(
  code: string,
  redemption: CouponTransaction & { emailKey: string; teamId?: string },
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write(({ coupon, couponRedemption }) => [
        coupon
          .patch({ code })
          .subtract({ usage_limit: 1 })
          .where((a, op) => op.gt(a.usage_limit, 0))
          .commit(),
        couponRedemption.create(redemption).commit(),
      ])
      .go(),
  );
}

/** Stores a new coupon; an existing code is never overwritten (it is read back instead). */
export async function insertCoupon(
  coupon: Omit<CouponItem, 'created_at'> & { created_at: string },
): Promise<{ created: true; coupon: CouponItem } | { created: false; existing: CouponItem | null }> {
  try {
    const { data } = await db().entities.coupon.create(coupon).go();
    return { created: true, coupon: data };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const { data } = await db().entities.coupon.get({ code: coupon.code }).go({ consistent: true });
    return { created: false, existing: data };
  }
}

/** Every coupon, by code (operators only; a few items). */
export async function listCoupons(): Promise<CouponItem[]> {
  const { data } = await db().entities.coupon.query.all({}).go({ pages: 'all' });
  return data;
}
