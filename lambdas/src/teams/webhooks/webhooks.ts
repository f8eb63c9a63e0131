import { randomBytes } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { isActiveMember, isTeamAdmin } from '@shared/teams/members';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT, type WebhookEvent } from '@shared/webhooks/events';
import type { RespondentResult, WebhookDeliveryView } from '@shared/routes';
import { personalTeamId, type UserItem } from '../../accounts';
import { withinDailyCap } from '../../common/daily-cap';
import { logger } from '../../common/logger';
import { domainTeam, loadTeam } from '../repo';
import { urlAllowed } from './address';
import { webhookQueue } from './queue';
import { deleteEndpoint } from './endpoint-removal-store';
import { GREENHOUSE_ENDPOINT_ID } from '@shared/ats/greenhouse';
import { findConnection } from '../greenhouse/greenhouse-store';
import {
  deliveryView,
  endpointView,
  findDelivery,
  findEndpoint,
  latestDeliveries,
  listEndpoints,
  putDelivery,
  putEndpoint,
  recordAttempt,
  type DeliveryRecord,
  type EndpointRecord,
} from './webhook-store';

/**
 * Outbound webhooks of a workspace (docs/webhooks.md): its endpoints, managed by the owner of a personal workspace
 * or an admin of a shared team; the events announced where they happen; every delivery recorded, then queued for
 * the worker (./worker.ts).
 */

/** The workspace's owner (personal) or one of its active admins (shared team); a member is refused, anyone else finds nothing. */
export async function assertWorkspaceAdmin(user: UserItem, teamId: string): Promise<void> {
  if (teamId === personalTeamId(user.sub)) return;
  const team = await loadTeam(teamId);
  if (!team || team.personal || team.deleted || !isActiveMember(domainTeam(team), user.email))
    throw new DomainError('TEAM_NOT_FOUND');
  if (!isTeamAdmin(domainTeam(team), user.email)) throw new DomainError('FORBIDDEN');
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
/** Sorts by time (base-36 milliseconds, fixed width), then 96 random bits. */
const deliveryId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${token(12)}`;
export const eventId = () => `evt_${token(12)}`;

export async function listWebhooks(user: UserItem, teamId: string) {
  await assertWorkspaceAdmin(user, teamId);
  const [endpoints, deliveries] = await Promise.all([
    listEndpoints(teamId),
    latestDeliveries(teamId, WEBHOOK_LIMITS.logSize),
  ]);
  return {
    endpoints: endpoints.sort((a, b) => a.created_at.localeCompare(b.created_at)).map(endpointView),
    deliveries: deliveries.map(deliveryView),
    events: [...WEBHOOK_EVENTS],
  };
}

export async function createWebhook(
  user: UserItem,
  teamId: string,
  input: { url: string; events: WebhookEvent[] },
  now: Date,
) {
  await assertWorkspaceAdmin(user, teamId);
  if (!urlAllowed(input.url)) throw new DomainError('WEBHOOK_URL_NOT_ALLOWED');
  const existing = await listEndpoints(teamId);
  if (existing.length >= WEBHOOK_LIMITS.endpointsPerWorkspace) throw new DomainError('WEBHOOK_ENDPOINT_LIMIT');
  const endpoint: EndpointRecord = {
    team_id: teamId,
    endpoint_id: `we_${token(12)}`,
    url: input.url,
    events: [...new Set(input.events)],
    secret: `whsec_${token(24)}`,
    created_by: user.sub,
    created_at: now.toISOString(),
  };
  await putEndpoint(endpoint);
  return { endpoint: endpointView(endpoint), secret: endpoint.secret };
}

export async function removeWebhook(user: UserItem, teamId: string, endpointId: string) {
  await assertWorkspaceAdmin(user, teamId);
  if (!(await findEndpoint(teamId, endpointId))) throw new DomainError('WEBHOOK_NOT_FOUND');
  await deleteEndpoint(teamId, endpointId);
  return { ok: true as const };
}

export interface Outgoing {
  /** A webhook endpoint's id, or GREENHOUSE_ENDPOINT_ID for the workspace's Greenhouse connection (docs/ats.md). */
  endpointId: string;
  event: WebhookEvent;
  eventId: string;
  body: string;
  test: boolean;
}

/**
 * Records each delivery `pending` and queues it. A workspace past its daily budget gets no more deliveries that
 * day (refused, or skipped and logged for events); a delivery the queue did not take is marked failed at once.
 */
export async function enqueue(teamId: string, outgoing: Outgoing[], now: Date): Promise<DeliveryRecord[]> {
  const recorded: DeliveryRecord[] = [];
  for (const o of outgoing) {
    if (!(await withinDailyCap(`webhooks#${teamId}`, WEBHOOK_LIMITS.deliveriesPerDay, now))) {
      logger.warn('Webhook delivery over the daily budget: not sent', { teamId, event: o.event });
      continue;
    }
    recorded.push(
      await putDelivery(
        {
          team_id: teamId,
          delivery_id: deliveryId(now),
          endpoint_id: o.endpointId,
          event: o.event,
          event_id: o.eventId,
          test: o.test,
          body: o.body,
          created_at: now.toISOString(),
        },
        now,
      ),
    );
  }
  if (recorded.length === 0) return recorded;
  const queue = await webhookQueue();
  const { failed } = await queue.send(
    recorded.map((d) => JSON.stringify({ team_id: d.team_id, delivery_id: d.delivery_id })),
  );
  for (const at of failed) {
    const d = recorded[at];
    if (d)
      await recordAttempt(d, {
        status: 'failed',
        attempts: 0,
        last_attempt_at: now.toISOString(),
        response_code: null,
        response_excerpt: 'Not queued: send it again.',
        next_attempt_at: null,
      });
  }
  return recorded;
}

function envelope(teamId: string, event: WebhookEvent, id: string, data: unknown, test: boolean, now: Date): string {
  return JSON.stringify({ id, type: event, created_at: now.toISOString(), workspace_id: teamId, test, data });
}

/**
 * An event happened in a workspace (docs/webhooks.md "When events are sent"): one delivery per endpoint that
 * subscribed to it. Called after the change it tells of is written, and never fails the caller: a failure to
 * queue is logged (the event is then not sent; the employer can read the result with the public API).
 */
export async function announceWebhookEvent(
  teamId: string,
  event: WebhookEvent,
  data: unknown,
  now: Date,
): Promise<void> {
  try {
    const endpoints = (await listEndpoints(teamId)).filter((e) => e.events.includes(event));
    if (endpoints.length === 0) return;
    const id = eventId();
    const body = envelope(teamId, event, id, data, false, now);
    await enqueue(
      teamId,
      endpoints.map((endpoint) => ({ endpointId: endpoint.endpoint_id, event, eventId: id, body, test: false })),
      now,
    );
  } catch (error) {
    logger.error('Webhook event not queued', { teamId, event, error: String(error) });
  }
}

/** Which of the events some endpoint of the workspace wants (one read): callers skip building a payload nobody wants. */
export async function wantedWebhookEvents(teamId: string, events: WebhookEvent[]): Promise<WebhookEvent[]> {
  try {
    const endpoints = await listEndpoints(teamId);
    return events.filter((event) => endpoints.some((e) => e.events.includes(event)));
  } catch (error) {
    logger.error('Webhook endpoints not read', { teamId, error: String(error) });
    return [];
  }
}

async function onlyOne(recorded: DeliveryRecord[]): Promise<{ delivery: WebhookDeliveryView }> {
  const first = recorded[0];
  if (!first) throw new DomainError('WEBHOOK_DAILY_LIMIT');
  return { delivery: deliveryView(first) };
}

/** "Send test event": a sample respondent as `respondent.completed`, marked `test: true`, to one endpoint. */
export async function sendTestEvent(user: UserItem, teamId: string, endpointId: string, now: Date) {
  await assertWorkspaceAdmin(user, teamId);
  const endpoint = await findEndpoint(teamId, endpointId);
  if (!endpoint) throw new DomainError('WEBHOOK_NOT_FOUND');
  const id = eventId();
  const body = envelope(teamId, WEBHOOK_TEST_EVENT, id, sampleRespondent(now), true, now);
  return onlyOne(
    await enqueue(
      teamId,
      [{ endpointId: endpoint.endpoint_id, event: WEBHOOK_TEST_EVENT, eventId: id, body, test: true }],
      now,
    ),
  );
}

/** "Send again": the same event and body as a new delivery to the same endpoint (signed anew when it is sent). */
export async function redeliver(user: UserItem, teamId: string, deliveryIdGiven: string, now: Date) {
  await assertWorkspaceAdmin(user, teamId);
  const before = await findDelivery(teamId, deliveryIdGiven);
  if (!before) throw new DomainError('WEBHOOK_NOT_FOUND');
  const endpoint =
    before.endpoint_id === GREENHOUSE_ENDPOINT_ID
      ? await findConnection(teamId)
      : await findEndpoint(teamId, before.endpoint_id);
  if (!endpoint) throw new DomainError('WEBHOOK_NOT_FOUND');
  return onlyOne(
    await enqueue(
      teamId,
      [
        {
          endpointId: before.endpoint_id,
          event: before.event as WebhookEvent,
          eventId: before.event_id,
          body: before.body,
          test: before.test,
        },
      ],
      now,
    ),
  );
}

/** The test event's respondent: made up, and named so nobody takes it for a candidate. */
function sampleRespondent(now: Date): RespondentResult {
  const at = now.toISOString();
  return {
    id: 'sample-respondent',
    form_id: 'sample-assessment',
    form_name: 'Sample assessment',
    email: 'sample.respondent@example.com',
    firstname: 'Sample',
    lastname: 'Respondent',
    displayName: 'Sample Respondent',
    status: 'COMPLETED',
    created_at: at,
    invited_at: at,
    joined_at: at,
    finished_at: at,
    last_accessed_at: at,
    progress: 100,
    score: 78,
    work_style: null,
    rating: null,
    temporary_email: false,
    email_proof: 'invited',
    unconfirmed_attempts: 0,
    is_sent_result: false,
    credit_held: false,
    lang: 'en',
    summaries: {},
    section_spent_times: {},
    section_timed_out: {},
    extra_time: 0,
    comments: {},
  };
}
