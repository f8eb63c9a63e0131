import { db } from '../../db/service';
import type { WebhookEvent } from '@shared/webhooks/events';
import type { WebhookDeliveryView, WebhookEndpointView } from '@shared/routes';

/** A workspace's webhook endpoints and deliveries in the table (lambdas/src/db/entities/webhook-*.ts). */

export interface EndpointRecord {
  team_id: string;
  endpoint_id: string;
  url: string;
  events: string[];
  secret: string;
  created_by: string;
  created_at: string;
}

export interface DeliveryRecord {
  team_id: string;
  delivery_id: string;
  endpoint_id: string;
  event: string;
  event_id: string;
  test: boolean;
  body: string;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  response_code?: number;
  response_excerpt?: string;
  created_at: string;
  last_attempt_at?: string;
  next_attempt_at?: string;
  expiresAt: number;
}

/** Deliveries are kept this long (the table's TTL removes them). */
const KEEP_SECONDS = 30 * 86_400;

export async function listEndpoints(teamId: string): Promise<EndpointRecord[]> {
  const { data } = await db().entities.webhookEndpoint.query.byTeam({ team_id: teamId }).go({ pages: 'all' });
  return data as EndpointRecord[];
}

export async function findEndpoint(teamId: string, endpointId: string): Promise<EndpointRecord | null> {
  const { data } = await db()
    .entities.webhookEndpoint.get({ team_id: teamId, endpoint_id: endpointId })
    .go({ consistent: true });
  return (data as EndpointRecord | null) ?? null;
}

export async function putEndpoint(endpoint: EndpointRecord): Promise<void> {
  await db().entities.webhookEndpoint.create(endpoint).go();
}

export async function putDelivery(
  delivery: Omit<DeliveryRecord, 'expiresAt' | 'status' | 'attempts'>,
  now: Date,
): Promise<DeliveryRecord> {
  const record: DeliveryRecord = {
    ...delivery,
    status: 'pending',
    attempts: 0,
    expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
  await db().entities.webhookDelivery.create(record).go();
  return record;
}

export async function findDelivery(teamId: string, deliveryId: string): Promise<DeliveryRecord | null> {
  const { data } = await db()
    .entities.webhookDelivery.get({ team_id: teamId, delivery_id: deliveryId })
    .go({ consistent: true });
  return (data as DeliveryRecord | null) ?? null;
}

/** The workspace's latest deliveries, newest first. */
export async function latestDeliveries(teamId: string, limit: number): Promise<DeliveryRecord[]> {
  const { data } = await db().entities.webhookDelivery.query.byTeam({ team_id: teamId }).go({ order: 'desc', limit });
  return data as DeliveryRecord[];
}

/** Records one attempt's outcome. */
export async function recordAttempt(
  delivery: DeliveryRecord,
  change: Pick<DeliveryRecord, 'status' | 'attempts' | 'last_attempt_at'> & {
    response_code: number | null;
    response_excerpt: string;
    next_attempt_at: string | null;
  },
): Promise<void> {
  const update = db()
    .entities.webhookDelivery.patch({ team_id: delivery.team_id, delivery_id: delivery.delivery_id })
    .set({
      status: change.status,
      attempts: change.attempts,
      last_attempt_at: change.last_attempt_at,
      response_excerpt: change.response_excerpt,
      ...(change.response_code === null ? {} : { response_code: change.response_code }),
      ...(change.next_attempt_at === null ? {} : { next_attempt_at: change.next_attempt_at }),
    });
  const removing = [
    ...(change.response_code === null ? (['response_code'] as const) : []),
    ...(change.next_attempt_at === null ? (['next_attempt_at'] as const) : []),
  ];
  await (removing.length > 0 ? update.remove([...removing]) : update).go();
}

export function endpointView(e: EndpointRecord): WebhookEndpointView {
  return {
    id: e.endpoint_id,
    url: e.url,
    events: e.events as WebhookEvent[],
    secret_hint: e.secret.slice(-4),
    created_at: e.created_at,
  };
}

export function deliveryView(d: DeliveryRecord): WebhookDeliveryView {
  return {
    id: d.delivery_id,
    endpoint_id: d.endpoint_id,
    event: d.event as WebhookEvent,
    event_id: d.event_id,
    test: d.test,
    status: d.status,
    attempts: d.attempts,
    response_code: d.response_code ?? null,
    response_excerpt: d.response_excerpt ?? '',
    created_at: d.created_at,
    last_attempt_at: d.last_attempt_at ?? null,
    next_attempt_at: d.next_attempt_at ?? null,
  };
}
