import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';
import { auditItem, type AuditEventInput } from '../../db/audit';

/** A workspace's Greenhouse connection and the idempotency records of its notes (lambdas/src/db/entities/greenhouse-*.ts). */

export interface ConnectionRecord {
  team_id: string;
  client_id: string;
  user_id: string;
  secret_name: string;
  secret_hint: string;
  connected_by: string;
  connected_at: string;
}

export interface NoteRecord {
  team_id: string;
  event_id: string;
  application_id: string;
  status: 'sending' | 'sent';
  note_id?: string;
  updated_at: string;
  expiresAt: number;
}

/** Idempotency records are kept as long as the deliveries. */
const KEEP_SECONDS = 30 * 86_400;

export async function findConnection(teamId: string): Promise<ConnectionRecord | null> {
  const { data } = await db().entities.greenhouseConnection.get({ team_id: teamId }).go({ consistent: true });
  return (data as ConnectionRecord | null) ?? null;
}

/** Connects (or replaces), with the audit log's event in the same transaction. */
export async function putConnection(record: ConnectionRecord, audit: AuditEventInput): Promise<void> {
  await db()
    .transaction.write((entities) => [entities.greenhouseConnection.put(record).commit(), auditItem(audit)(entities)])
    .go();
}

/** Disconnects, with the audit log's event in the same transaction. */
export async function deleteConnection(teamId: string, audit: AuditEventInput): Promise<void> {
  await db()
    .transaction.write((entities) => [
      entities.greenhouseConnection.delete({ team_id: teamId }).commit(),
      auditItem(audit)(entities),
    ])
    .go();
}

export async function findNote(teamId: string, eventId: string): Promise<NoteRecord | null> {
  const { data } = await db()
    .entities.greenhouseNote.get({ team_id: teamId, event_id: eventId })
    .go({ consistent: true });
  return (data as NoteRecord | null) ?? null;
}

/**
 * Claims the event's note before it is written: true when this attempt wrote `sending` first; false when a record
 * was already there (another attempt claimed it, or finished it).
 */
export async function claimNote(teamId: string, eventId: string, applicationId: string, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.greenhouseNote.create({
        team_id: teamId,
        event_id: eventId,
        application_id: applicationId,
        status: 'sending',
        updated_at: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function markNoteSent(teamId: string, eventId: string, noteId: string, now: Date): Promise<void> {
  await db()
    .entities.greenhouseNote.patch({ team_id: teamId, event_id: eventId })
    .set({ status: 'sent', note_id: noteId, updated_at: now.toISOString() })
    .go();
}
