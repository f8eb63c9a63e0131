import { entityBuilder } from '../entity';

/**
 * A coupon (spec part 2 §3 "coupons"), keyed by its code, uppercased (spec part 2 §5). `usage_limit` counts the
 * redemptions left: each redemption subtracts one, conditional on it being above zero, so it never goes negative.
 * Created by an operator with `npm run coupon -- create` (scripts/coupon.ts).
 */
export const buildCouponEntity = entityBuilder({
  model: { entity: 'coupon', version: '1', service: 'culturefit' },
  attributes: {
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** A calendar day (`2026-12-31`) or an ISO timestamp; it stops working at 23:00 Bangkok that day. */
    expiry_date: { type: 'string', required: true },
    usage_limit: { type: 'number', required: true },
    credit: { type: 'number', required: true },
    creator: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
    /** Every coupon, by code, for the operator's `npm run coupon -- list` (a handful of items: one partition). */
    all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['code'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CouponEntity: ReturnType<typeof buildCouponEntity>;
