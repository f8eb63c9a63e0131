import type { AuditEntry } from '../db/audit';
import { db } from '../db/service';
import { personalTeamId, type UserItem } from './repo';

/**
 * What accounts/ owns of a deleted account: every API key reference, the retention period, the personal workspace,
 * then the audit entry (written over itself on a retry) and the user record last.
 */
export async function deleteAccountRecords(user: UserItem, entry: AuditEntry): Promise<void> {
  const { data: refs } = await db()
    .entities.apiKeyRef.query.byAccount({ sub: user.sub })
    .go({ pages: 'all', attributes: ['keyHash'] });
  for (const r of refs) await db().entities.apiKeyRef.delete({ keyHash: r.keyHash }).go();
  if (user.apiKeyHash) await db().entities.apiKeyRef.delete({ keyHash: user.apiKeyHash }).go();
  await db().entities.retentionPolicy.delete({ emailKey: user.emailKey }).go();
  await db()
    .entities.team.delete({ teamId: personalTeamId(user.sub) })
    .go();
  await db().entities.auditEntry.put(entry).go();
  await db().entities.user.delete({ emailKey: user.emailKey }).go();
}
