import type { EntityItem } from 'electrodb';
import {
  DEFAULT_AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditEvent,
  type AuditTargetType,
} from '@shared/teams/audit';
import { newId } from '../common/ids';
import type { AuditEntryEntity } from './entities/audit-entry';
import { db } from './service';
import { transactWrite, type TransactionOutcome } from './transact';

/**
 * The audit log's one writer (docs/privacy.md "Audit log"). Every context records through here: a change that is a
 * database write puts `auditItem(...)` into its own transaction, so the event exists exactly when the change does;
 * a read (a result viewed, an export) has nothing to join and puts its event alone (`putAuditEvent`).
 */

export type AuditEntry = EntityItem<typeof AuditEntryEntity>;
type TxEntities = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** Where a request came from, as API Gateway saw it (the handler factory's `sourceIp` and `userAgent`). */
export interface AuditRequest {
  sourceIp: string;
  userAgent: string;
}

export interface AuditEventInput {
  /** The workspace (a team id, or a personal workspace's id) whose log holds the event. */
  teamId: string;
  action: AuditAction;
  /** A user's sub, or 'retention' / 'respondent' / 'stripe'. */
  actor: string;
  target: { type: AuditTargetType; id: string };
  /** The assessment the target belongs to. */
  formId?: string;
  /** A respondent target's opaque id (kept in `ref` too, as the deletion log always did). */
  ref?: string;
  detail?: string;
  reason?: AuditEntry['reason'];
  /** The request that did it; none for a sweep or a webhook's own work. */
  request?: AuditRequest;
  now: Date;
}

/** Days an event is kept: the stage config's `audit.retentionDays` (AUDIT_RETENTION_DAYS), else the default. */
export function auditRetentionDays(): number {
  const configured = Number(process.env.AUDIT_RETENTION_DAYS);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_AUDIT_RETENTION_DAYS;
}

/** The stored event: ids only, the request's address and browser (capped), and when DynamoDB's TTL removes it. */
export function auditEntry(input: AuditEventInput): AuditEntry {
  const seconds = Math.floor(input.now.getTime() / 1000);
  return {
    team_id: input.teamId,
    at: input.now.toISOString(),
    id: newId(),
    action: input.action,
    actor: input.actor,
    target_type: input.target.type,
    target_id: input.target.id,
    form_id: input.formId ?? '',
    ref: input.ref ?? '',
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.detail ? { detail: input.detail.slice(0, 80) } : {}),
    ip: (input.request?.sourceIp ?? '').slice(0, 64),
    user_agent: (input.request?.userAgent ?? '').slice(0, 400),
    expiresAt: seconds + auditRetentionDays() * 86400,
  };
}

/** An event for a log line: ids only (no address or browser, which the audit log keeps for its retention alone). */
export function auditLogLine(e: AuditEntry): Record<string, string> {
  const { team_id, at, id, action, actor, form_id, ref, reason = '' } = e;
  return { team_id, at, id, action, actor, form_id, ref, reason };
}

/** The event as a transaction item, for the transaction that makes the change it records. */
export function auditItem(input: AuditEventInput | AuditEntry): (entities: Pick<TxEntities, 'auditEntry'>) => never {
  const entry = 'teamId' in input ? auditEntry(input) : input;
  return ({ auditEntry: entity }) => entity.create(entry).commit() as never;
}

/**
 * One change and the event recording it, in one transaction: 'condition_failed' when the change's own condition did
 * not hold (then neither is written); a transient cancellation is retried (db/transact.ts).
 */
export function writeAudited(
  change: (entities: TxEntities) => unknown,
  audit: AuditEventInput | AuditEntry,
): Promise<TransactionOutcome> {
  return transactWrite(() =>
    db()
      .transaction.write((entities) => [change(entities) as never, auditItem(audit)(entities)])
      .go(),
  );
}

/** A read's event (nothing to join): put alone. */
export async function putAuditEvent(input: AuditEventInput): Promise<void> {
  await db().entities.auditEntry.create(auditEntry(input)).go();
}

export interface AuditFilter {
  action?: AuditAction;
  actor?: string;
  /** ISO instants, inclusive. */
  from?: string;
  to?: string;
  cursor?: string | null;
  limit: number;
  now?: Date;
}

/**
 * A page of a workspace's events, newest first: one Query on the workspace's key between the two instants, the
 * action and actor filtered by DynamoDB. A filtered page may hold fewer than `limit` events with a cursor to go on.
 */
export async function auditEventsPage(
  teamId: string,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; cursor: string | null }> {
  const query = db().entities.auditEntry.query.byTeam({ team_id: teamId });
  const ranged = query.between({ at: filter.from ?? '0000' }, { at: `${filter.to ?? '9999'}\uffff` });
  // DynamoDB's TTL deletes an expired event only eventually (typically within two days): until then it is left out.
  const nowSeconds = Math.floor((filter.now ?? new Date()).getTime() / 1000);
  const filtered = ranged.where((a, op) =>
    [
      `(${op.notExists(a.expiresAt)} OR ${op.gt(a.expiresAt, nowSeconds)})`,
      filter.action ? op.eq(a.action, filter.action) : '',
      filter.actor ? op.eq(a.actor, filter.actor) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const page = await filtered.go({ order: 'desc', cursor: filter.cursor ?? null, limit: filter.limit });
  return { items: page.data, cursor: page.cursor };
}

/** An event as the log shows it; entries from before the audit log name their target from what they kept. */
export function toAuditEvent(entry: AuditEntry, emailOf: (sub: string) => string): AuditEvent {
  const targetType = entry.target_type ?? (entry.action === 'account_deleted' ? 'account' : 'respondent');
  const targetId = entry.target_id ?? (entry.action === 'account_deleted' ? entry.actor : entry.ref);
  return {
    id: entry.id,
    at: entry.at,
    action: entry.action,
    actor: entry.actor,
    actor_email: emailOf(entry.actor),
    target_type: targetType,
    target_id: targetId,
    form_id: entry.form_id,
    ip: entry.ip ?? '',
    user_agent: entry.user_agent ?? '',
    detail: entry.detail ?? entry.reason ?? '',
  };
}
