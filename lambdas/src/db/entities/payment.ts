import { entityBuilder } from '../entity';

/**
 * A payment (spec part 2 §3 "payment_history"), keyed by its Stripe Checkout Session. It is created PENDING
 * when the checkout starts (part 2 §4) and moves on only from Stripe's signed events: PAID, FAILED or EXPIRED.
 */
export const buildPaymentEntity = entityBuilder({
  model: { entity: 'payment', version: '1', service: 'culturefit' },
  attributes: {
    sessionId: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    email: { type: 'string', required: true },
    kind: { type: ['pack', 'payg', 'subscription', 'unlimited'] as const, required: true },
    sku: { type: 'string', required: true },
    /** Amount in the currency's major unit (dollars, baht). */
    amount: { type: 'number', required: true },
    price: { type: 'number', required: true },
    currency: { type: 'string', required: true },
    type: { type: ['unlimited', 'payg'] as const, required: true },
    credit: { type: 'number', default: 0 },
    plan: { type: 'string' },
    /** Bought for this team's quota by its owner or an admin (the buyer is `email`); absent for one's own. */
    teamId: { type: 'string' },
    description: { type: 'string', required: true },
    payment_method: { type: 'string', default: 'stripe' },
    payment_title: { type: 'string', default: '' },
    status: { type: ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const, required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
    /** A person's payments, newest last. */
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['emailKey'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'sessionId'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const PaymentEntity: ReturnType<typeof buildPaymentEntity>;
