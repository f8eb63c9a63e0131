import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/config/site-api';

type AddressedEvent = Pick<APIGatewayProxyEvent, 'headers'> & {
  requestContext?: { identity?: { sourceIp?: string | null } | null } | null;
};

function header(event: AddressedEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value ?? '';
  return undefined;
}

function sameSecret(sent: string, secret: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The address of whoever sent the request, for per-address budgets and the audit log. A request the site passed on
 * (`/api/*`, docs/architecture.md "The API on the site's origin") reaches API Gateway from CloudFront, so its
 * connection's address is CloudFront's: the viewer's is in VIEWER_ADDRESS_HEADER, believed only beside the
 * deployment's origin secret (ORIGIN_SECRET). A request to the API's own address keeps its connection's address,
 * whatever headers it sent.
 */
export function viewerAddress(event: AddressedEvent, secret = process.env.ORIGIN_SECRET ?? ''): string {
  const connection = event.requestContext?.identity?.sourceIp ?? '';
  if (!secret) return connection;
  const sent = header(event, ORIGIN_SECRET_HEADER);
  if (sent === undefined || !sameSecret(sent, secret)) return connection;
  const viewer = header(event, VIEWER_ADDRESS_HEADER)?.trim() ?? '';
  return isIP(viewer) ? viewer : connection;
}
