import { entityBuilder } from '../entity';

/**
 * One user's redemption of a coupon (spec part 2 §3 "coupon_transactions"), keyed by the coupon's code and the
 * user's e-mail key: created, conditional on not existing, in the same transaction that takes one use off the
 * coupon, so each user redeems a coupon once (spec part 2 §5 step 5). The credits follow under the event
 * `coupon#<CODE>#<emailKey>`.
 */
export const buildCouponRedemptionEntity = entityBuilder({
  model: { entity: 'couponRedemption', version: '1', service: 'culturefit' },
  attributes: {
    code: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** The coupon's creator and name as they were when redeemed. */
    creator: { type: 'string', required: true },
    name: { type: 'string', required: true },
    credit: { type: 'number', required: true },
    /** The coupon record as read before this redemption. */
    couponData: { type: 'any', required: true },
    /** Redeemed for this team's quota by its owner or an admin; absent when the credits went to the user's own. */
    teamId: { type: 'string' },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    /** A coupon's redemptions, by user. */
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: ['emailKey'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CouponRedemptionEntity: ReturnType<typeof buildCouponRedemptionEntity>;
