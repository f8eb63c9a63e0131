import { Entity } from '../entity';

/**
 * What the webhook needs to know about Stripe's objects: which account a customer pays for (spec part 2 §3
 * "stripe_customers"), and which events were handled (a replay answers at once).
 */
export const StripeCustomerEntity = new Entity({
  model: { entity: 'stripeCustomer', version: '1', service: 'culturefit' },
  attributes: {
    customerId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: { byCustomer: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } } },
});

export const StripeEventEntity = new Entity({
  model: { entity: 'stripeEvent', version: '1', service: 'culturefit' },
  attributes: {
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    handled_at: { type: 'string', required: true },
  },
  indexes: { byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } } },
});
