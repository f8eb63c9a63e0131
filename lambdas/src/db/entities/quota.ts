import { entityBuilder } from '../entity';

/**
 * A credit quota (spec part 2 §3 "quota"): one per personal account (`user:<emailKey>`) or per team
 * (`team:<teamId>`). Spending a credit is an ADD conditional on enough remaining; every other change (a grant,
 * a plan change, the monthly reset) sets the fields conditional on `version`, which every write raises, so two
 * writers never both apply their change to the same state.
 */
export const buildCreditBalanceEntity = entityBuilder({
  model: { entity: 'quota', version: '1', service: 'culturefit' },
  attributes: {
    key: { type: 'string', required: true },
    quota_used: { type: 'number', default: 0 },
    quota_remaining: { type: 'number', default: 0 },
    quota_total: { type: 'number', default: 0 },
    default_quota_total: { type: 'number', default: 0 },
    advanced_quota_total: { type: 'number', default: 0 },
    unlimited: { type: 'boolean', default: false },
    plan: { type: ['free', 'payg', 'monthly', 'annual', 'unlimited'] as const, default: 'free' },
    expired_at: { type: 'string' },
    free_monthly_reset_at: { type: 'string' },
    creator: { type: 'string', required: true },
    owner: { type: 'string', required: true },
    unsubscribed: { type: 'boolean', default: false },
    /** When an unsubscribed plan stops (shown as "Unsubscribed" with this date). */
    unsubscribed_at: { type: 'string' },
    /** Results completed while no credit could pay for them, waiting for credits (held-results.ts). */
    held_count: { type: 'number', default: 0 },
    /** The Stripe customer and subscription this quota is billed through, when any. */
    stripe_customer_id: { type: 'string' },
    stripe_subscription_id: { type: 'string' },
    /** When (Stripe's `created`, Unix seconds) the latest subscription change applied here happened: an older one arriving later is ignored. */
    stripe_subscription_event_at: { type: 'number' },
    version: { type: 'number', default: 0 },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CreditBalanceEntity: ReturnType<typeof buildCreditBalanceEntity>;
