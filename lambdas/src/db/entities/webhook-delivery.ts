import { entityBuilder } from '../entity';

/**
 * One delivery of one event to one endpoint (docs/webhooks.md "Delivery log"): the body exactly as signed and sent,
 * and how its attempts went. Only a short excerpt of the receiver's answer is kept. `delivery_id` sorts by time, so
 * the workspace's log reads newest first. Kept 30 days (`expiresAt`, the table's TTL).
 */
export const buildWebhookDeliveryEntity = entityBuilder({
  model: { entity: 'webhookDelivery', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    delivery_id: { type: 'string', required: true },
    endpoint_id: { type: 'string', required: true },
    event: { type: 'string', required: true },
    event_id: { type: 'string', required: true },
    test: { type: 'boolean', required: true },
    body: { type: 'string', required: true },
    status: { type: ['pending', 'retrying', 'delivered', 'failed'] as const, required: true },
    attempts: { type: 'number', required: true },
    response_code: { type: 'number' },
    response_excerpt: { type: 'string' },
    created_at: { type: 'string', required: true },
    last_attempt_at: { type: 'string' },
    next_attempt_at: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['team_id'] }, sk: { field: 'sk', composite: ['delivery_id'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const WebhookDeliveryEntity: ReturnType<typeof buildWebhookDeliveryEntity>;
