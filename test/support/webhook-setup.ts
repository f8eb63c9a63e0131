import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { WebhookDeliveryView } from '@shared/routes';
import { invoke, ok } from './invoke';

/**
 * What the webhook and Greenhouse integration tests share: fresh accounts and their personal workspaces, one of the
 * local stack's recorders (the dev receiver, the Greenhouse stand-in) served on a port of its own for the file, and
 * the workspace's delivery log.
 */

export type Claims = { sub: string; email: string };

export const account = (name: string): Claims => ({
  sub: randomUUID(),
  email: `${name}-${randomUUID().slice(0, 8)}@example.com`,
});

/** The id of an account's personal workspace. */
export const personal = (who: Claims) => `personal-${who.sub}`;

export interface WorkspaceLog {
  endpoints: { id: string; url: string; secret_hint: string }[];
  deliveries: WebhookDeliveryView[];
}

/** The workspace's endpoints and delivery log, newest delivery first, as My account → Webhooks reads them. */
export async function deliveryLog(owner: Claims, teamId = personal(owner)): Promise<WorkspaceLog> {
  return ok('listWebhooks', invoke<WorkspaceLog>('listWebhooks', { claims: owner, params: { teamId } }));
}

/**
 * Serves `routes` on a loopback port for the test file (started before its tests, closed after them); anything
 * `routes` does not handle is a 404. `origin()` is `http://127.0.0.1:<port>` once the tests run.
 */
export function servedForTheFile(routes: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>): {
  origin: () => string;
} {
  const server = createServer((req, res) => {
    void routes(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { origin: () => origin };
}
