import { entityBuilder } from '../entity';

/**
 * An outbound webhook endpoint of a workspace (docs/webhooks.md): where deliveries go, which events it wants and the
 * secret that signs them. The secret is kept as written (signing needs it, unlike an API key, which is only
 * compared): the table is encrypted at rest and the secret never leaves the server after its creation's answer.
 * Removing an endpoint deletes it; deliveries already queued for it find it gone and stop.
 */
export const buildWebhookEndpointEntity = entityBuilder({
  model: { entity: 'webhookEndpoint', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    endpoint_id: { type: 'string', required: true },
    url: { type: 'string', required: true },
    events: { type: 'list', items: { type: 'string' }, required: true },
    secret: { type: 'string', required: true },
    created_by: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    /** A workspace's endpoints (the key space is shared with other team-keyed entities by prefix). */
    byTeam: { pk: { field: 'pk', composite: ['team_id'] }, sk: { field: 'sk', composite: ['endpoint_id'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const WebhookEndpointEntity: ReturnType<typeof buildWebhookEndpointEntity>;
