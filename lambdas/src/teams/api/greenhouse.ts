import { defineHandler } from '../../http/handler-factory';
import {
  connectGreenhouse as connect,
  disconnectGreenhouse as disconnect,
  greenhouseConnectionOf,
} from '../greenhouse/greenhouse';

/** A workspace's Greenhouse connection (docs/ats.md): its owner or admins only; the secret is never answered. */
export const getGreenhouse = defineHandler('getGreenhouse', async ({ params, user }) =>
  greenhouseConnectionOf(user, params.teamId),
);

export const connectGreenhouse = defineHandler(
  'connectGreenhouse',
  async ({ params, body, user, now, sourceIp, userAgent }) =>
    connect(user, params.teamId, body, now, { sourceIp, userAgent }),
);

export const disconnectGreenhouse = defineHandler(
  'disconnectGreenhouse',
  async ({ params, user, now, sourceIp, userAgent }) => disconnect(user, params.teamId, now, { sourceIp, userAgent }),
);
