import { entityBuilder } from '../entity';

/**
 * One credit movement (spec part 2 §3 "quota_history"), keyed by the business event that caused it
 * (a completion, a generator run, a coupon redemption, a referral reward, a Stripe event). It is created in the
 * same transaction as the quota change and only if it does not exist yet, so an event moves credits once.
 */
export const buildCreditMovementEntity = entityBuilder({
  model: { entity: 'quotaHistory', version: '1', service: 'culturefit' },
  attributes: {
    eventId: { type: 'string', required: true },
    quotaKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    teamId: { type: 'string' },
    /** Positive: credits added; negative: credits spent. */
    credits: { type: 'number', required: true },
    /** The balance after the movement, or 'Unlimited'. */
    credits_remaining: { type: 'string', required: true },
    type: {
      type: [
        'withdraw',
        'purchase',
        'subscription',
        'coupon',
        'referral',
        'reset',
        'expiry',
        'cancel',
        'transfer',
        'refund',
      ] as const,
      required: true,
    },
    scope: { type: ['personal', 'team', 'owner'] as const, required: true },
    variables: { type: 'any', default: {} },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
    /** A quota's movements, newest last. */
    byQuota: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['quotaKey'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'eventId'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CreditMovementEntity: ReturnType<typeof buildCreditMovementEntity>;
