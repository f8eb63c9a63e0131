import { defineHandler } from '../../http/handler-factory';
import {
  createWebhook as create,
  listWebhooks as list,
  redeliver,
  removeWebhook,
  sendTestEvent,
} from '../webhooks/webhooks';

/** A workspace's outbound webhooks (docs/webhooks.md): its owner or admins only. */
export const listWebhooks = defineHandler('listWebhooks', async ({ params, user }) => list(user, params.teamId));

export const createWebhook = defineHandler('createWebhook', async ({ params, body, user, now }) =>
  create(user, params.teamId, body, now),
);

export const deleteWebhook = defineHandler('deleteWebhook', async ({ params, user }) =>
  removeWebhook(user, params.teamId, params.endpointId),
);

export const sendWebhookTest = defineHandler('sendWebhookTest', async ({ params, user, now }) =>
  sendTestEvent(user, params.teamId, params.endpointId, now),
);

export const redeliverWebhook = defineHandler('redeliverWebhook', async ({ params, user, now }) =>
  redeliver(user, params.teamId, params.deliveryId, now),
);
