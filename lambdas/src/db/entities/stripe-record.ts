import { entityBuilder } from '../entity';

/**
 * What the webhook needs to know about Stripe's objects: which account a customer pays for (spec part 2 §3
 * "stripe_customers"), and which events were handled (a replay answers at once).
 */
export const buildStripeCustomerEntity = entityBuilder({
  model: { entity: 'stripeCustomer', version: '1', service: 'culturefit' },
  attributes: {
    customerId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: { byCustomer: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } } },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const StripeCustomerEntity: ReturnType<typeof buildStripeCustomerEntity>;

export const buildStripeEventEntity = entityBuilder({
  model: { entity: 'stripeEvent', version: '1', service: 'culturefit' },
  attributes: {
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    handled_at: { type: 'string', required: true },
  },
  indexes: { byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } } },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const StripeEventEntity: ReturnType<typeof buildStripeEventEntity>;
