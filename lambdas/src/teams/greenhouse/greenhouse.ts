import { DomainError } from '@shared/errors';
import { GREENHOUSE_ENDPOINT_ID, GREENHOUSE_EVENT, GREENHOUSE_LIMITS } from '@shared/ats/greenhouse';
import { gradeFor } from '@shared/results/grades';
import type { Body, GreenhouseConnectionView, RouteOf } from '@shared/routes';
import type { UserItem } from '../../accounts';
import { withinDailyCap } from '../../common/daily-cap';
import type { AuditRequest } from '../../db/audit';
import { logger } from '../../common/logger';
import { assertWorkspaceAdmin, enqueue, eventId } from '../webhooks/webhooks';
import type { AttemptOutcome } from '../webhooks/post';
import type { DeliveryRecord } from '../webhooks/webhook-store';
import {
  claimNote,
  deleteConnection,
  findConnection,
  findNote,
  markNoteSent,
  putConnection,
  type ConnectionRecord,
} from './greenhouse-store';
import { harvestV3 } from './harvest-v3';
import type { GreenhouseCredentials, GreenhousePort } from './port';
import { greenhouseSecretName, secretStore, type SecretStore } from './secrets';

/**
 * The Greenhouse connector (docs/ats.md): a workspace's owner or admins connect a Harvest v3 credential; the client
 * secret goes to Secrets Manager and never comes back; a respondent invited with a Greenhouse application id gets
 * their scored result attached to that application as a note, through the webhook queue, worker and delivery log.
 */

const NOT_CONNECTED: GreenhouseConnectionView = {
  connected: false,
  client_id: null,
  user_id: null,
  secret_hint: null,
  connected_at: null,
};

function view(c: ConnectionRecord | null): GreenhouseConnectionView {
  if (!c) return NOT_CONNECTED;
  return {
    connected: true,
    client_id: c.client_id,
    user_id: c.user_id,
    secret_hint: c.secret_hint,
    connected_at: c.connected_at,
  };
}

export async function greenhouseConnectionOf(user: UserItem, teamId: string): Promise<GreenhouseConnectionView> {
  await assertWorkspaceAdmin(user, teamId);
  return view(await findConnection(teamId));
}

/**
 * Connects (or replaces) the workspace's credential: Greenhouse must issue a token for it first, so a mistyped
 * secret is refused at once rather than at the first result. The secret is kept in Secrets Manager, the rest in the
 * table.
 */
export async function connectGreenhouse(
  user: UserItem,
  teamId: string,
  input: Body<RouteOf<'connectGreenhouse'>>,
  now: Date,
  request: AuditRequest,
  port: GreenhousePort = harvestV3(),
  secrets: SecretStore = secretStore(),
): Promise<GreenhouseConnectionView> {
  await assertWorkspaceAdmin(user, teamId);
  if (!(await withinDailyCap(`greenhouse#${teamId}`, GREENHOUSE_LIMITS.callsPerDay, now)))
    throw new DomainError('WEBHOOK_DAILY_LIMIT');
  const credentials: GreenhouseCredentials = {
    clientId: input.client_id,
    clientSecret: input.client_secret,
    userId: input.user_id,
  };
  const checked = await port.verify(credentials);
  if (!checked.ok) {
    // Greenhouse refusing the credential (400, 401, 403) is the admin's to fix; its rate limit (429) or an outage is not.
    const refused = checked.status !== null && checked.status >= 400 && checked.status < 500 && checked.status !== 429;
    throw new DomainError(refused ? 'GREENHOUSE_CREDENTIALS_REFUSED' : 'GREENHOUSE_UNREACHABLE');
  }
  const name = greenhouseSecretName(teamId);
  const before = await findConnection(teamId);
  await secrets.put(name, input.client_secret);
  const record: ConnectionRecord = {
    team_id: teamId,
    client_id: input.client_id,
    user_id: input.user_id,
    secret_name: name,
    secret_hint: input.client_secret.slice(-4),
    connected_by: user.sub,
    connected_at: now.toISOString(),
  };
  // The audit log names the credential by its kind only (docs/privacy.md "Audit log"): never the secret.
  await putConnection(record, {
    teamId,
    action: 'api_key_changed',
    actor: user.sub,
    target: { type: 'api_key', id: GREENHOUSE_ENDPOINT_ID },
    detail: before ? 'greenhouse_replaced' : 'greenhouse_connected',
    request,
    now,
  });
  return view(record);
}

/** Disconnects: the table's record and the secret go; deliveries still queued find no connection and stop. */
export async function disconnectGreenhouse(
  user: UserItem,
  teamId: string,
  now: Date,
  request: AuditRequest,
  secrets: SecretStore = secretStore(),
): Promise<{ ok: true }> {
  await assertWorkspaceAdmin(user, teamId);
  const connection = await findConnection(teamId);
  if (connection) {
    await deleteConnection(teamId, {
      teamId,
      action: 'api_key_changed',
      actor: user.sub,
      target: { type: 'api_key', id: GREENHOUSE_ENDPOINT_ID },
      detail: 'greenhouse_disconnected',
      request,
      now,
    });
    await secrets.remove(connection.secret_name);
  }
  return { ok: true };
}

/** What a scored result's note says (no answers, no AI text): the assessment, the overall score and grade, the link. */
export interface ScoredResult {
  applicationId: string;
  assessmentName: string;
  candidateName: string;
  score: number | null;
  link: string;
}

/** The line that names the event at the end of a note: an attempt that may repeat an earlier one looks for it. */
export const noteMarker = (id: string) => `CultureFit ref: ${id}`;

export function noteBody(result: ScoredResult, id: string): string {
  const score =
    result.score === null
      ? 'Overall score: not available'
      : `Overall score: ${Math.round(result.score)}/100 (grade ${gradeFor(result.score).letter})`;
  return [
    `CultureFit result: ${result.assessmentName}`,
    `Candidate: ${result.candidateName}`,
    score,
    `Result: ${result.link}`,
    noteMarker(id),
  ].join('\n');
}

/**
 * A respondent's result is final and they were invited with a Greenhouse application id: one delivery to the
 * workspace's Greenhouse connection, when it has one. Called after the change is written; never fails the caller.
 */
export async function announceGreenhouseResult(teamId: string, result: ScoredResult, now: Date): Promise<void> {
  try {
    if (!(await findConnection(teamId))) return;
    const id = eventId();
    const body = JSON.stringify({ application_id: result.applicationId, note: noteBody(result, id) });
    await enqueue(
      teamId,
      [{ endpointId: GREENHOUSE_ENDPOINT_ID, event: GREENHOUSE_EVENT, eventId: id, body, test: false }],
      now,
    );
  } catch (error) {
    logger.error('Greenhouse result not queued', { teamId, error: String(error) });
  }
}

/**
 * One attempt of a Greenhouse delivery (the webhook worker's, docs/ats.md "Exactly once"). The event's note is
 * claimed (`sending`) before it is written and marked `sent` after: an attempt that finds it `sent` writes nothing,
 * and one that finds it `sending` (an earlier attempt stopped or lost Greenhouse's answer) first looks for the note
 * among the candidate's notes. Each call to Greenhouse counts against the workspace's daily budget.
 */
export async function attemptGreenhouse(
  delivery: DeliveryRecord,
  at: Date,
  port: GreenhousePort = harvestV3(),
  secrets: SecretStore = secretStore(),
): Promise<AttemptOutcome | 'disconnected'> {
  const connection = await findConnection(delivery.team_id);
  if (!connection) return 'disconnected';
  const secret = await secrets.get(connection.secret_name);
  if (!secret) return 'disconnected';
  const { application_id: applicationId, note } = JSON.parse(delivery.body) as { application_id: string; note: string };
  const existing = await findNote(delivery.team_id, delivery.event_id);
  if (existing?.status === 'sent') return { ok: true, status: null, excerpt: 'Already attached.' };
  const claimed = existing ? false : await claimNote(delivery.team_id, delivery.event_id, applicationId, at);
  const outcome = await port.attachNote(
    { clientId: connection.client_id, clientSecret: secret, userId: connection.user_id },
    { applicationId, body: note, marker: noteMarker(delivery.event_id), lookFirst: !claimed },
    () => withinDailyCap(`greenhouse#${delivery.team_id}`, GREENHOUSE_LIMITS.callsPerDay, at),
  );
  if (outcome.ok) await markNoteSent(delivery.team_id, delivery.event_id, outcome.noteId ?? '', at);
  return {
    ok: outcome.ok,
    status: outcome.status,
    excerpt: outcome.excerpt.slice(0, 200),
    ...(outcome.retryAfterSeconds !== undefined ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
}
