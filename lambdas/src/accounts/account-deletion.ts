import { DomainError } from '@shared/errors';
import { deleteSignInIdentity } from '../adapters/identity';
import { logger } from '../common/logger';
import { auditEntry, auditLogLine as logLine, type AuditRequest } from '../db/audit';
import type { UserActor } from '../http/actor';
import { personalTeamId, type UserItem } from './repo';
import { deleteAccountRecords } from './account-deletion-store';
import { deletePhoto } from './photo';

let eraseWork: ((user: UserItem, now: Date) => Promise<void>) | undefined;

/**
 * The contexts above accounts/ own most of what an account leaves (assessments with their respondents, teams,
 * payments): the Lambda entry hands their erasure in (results/account-erasure.ts), so accounts/ imports none of them.
 */
export function provideAccountWorkEraser(erase: (user: UserItem, now: Date) => Promise<void>): void {
  eraseWork = erase;
}

/** The typed confirmation: the account's own address (any case) or the word DELETE. */
export function confirmsDeletion(confirm: string, email: string): boolean {
  const typed = confirm.trim();
  return typed === 'DELETE' || typed.toLowerCase() === email.toLowerCase();
}

/**
 * A user deletes their account (docs/privacy.md "Deleting an account"). The other contexts' records go first (and
 * refuse, before anything is removed, while the user owns a shared team with other members); then the API keys, the
 * retention period and the personal workspace; then the Cognito user; the audit entry; and the user record last.
 * The actor is the verified token's. Every step deletes what is left, and the record that lets the user call again
 * goes last, so a second call after a partial failure finishes the job. Signing in again with the same address
 * then signs up a new identity and opens a fresh account.
 */
export async function deleteAccount({
  user,
  actor,
  confirm,
  request,
  now,
}: {
  user: UserItem;
  actor: UserActor;
  confirm: string;
  request: AuditRequest;
  now: Date;
}): Promise<{ ok: true }> {
  if (!confirmsDeletion(confirm, user.email)) throw new DomainError('ACCOUNT_DELETE_CONFIRMATION');
  if (!eraseWork) throw new Error('the account deletion is not wired: the Lambda entry calls provideAccountWorkEraser');
  await eraseWork(user, now);
  await deletePhoto(user.photoKey);
  await deleteSignInIdentity(actor.username || actor.sub);
  const entry = {
    ...auditEntry({
      teamId: personalTeamId(user.sub),
      action: 'account_deleted',
      reason: 'account_deleted',
      actor: actor.sub,
      target: { type: 'account', id: user.sub },
      request,
      now,
    }),
    // One entry per account, whatever the number of attempts.
    id: `account-${user.sub}`,
  };
  await deleteAccountRecords(user, entry);
  // Ids only: the log line is the audit entry, never the person (docs/privacy.md).
  logger.info('account deleted', logLine(entry));
  return { ok: true as const };
}
