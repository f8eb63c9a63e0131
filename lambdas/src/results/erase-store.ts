import { statsDelta } from '@shared/results/group-aggregate';
import type { RespondentItem } from '../db/entities/candidate';
import type { AuditEntryEntity } from '../db/entities/audit-entry';
import type { EntityItem } from 'electrodb';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';

export type AuditEntry = EntityItem<typeof AuditEntryEntity>;

/** Every share link of a respondent removed (their tokens then open nothing). */
export async function deleteShareLinksOf(ref: string): Promise<void> {
  const { data } = await db()
    .entities.shareLink.query.byRespondent({ ref })
    .go({ pages: 'all', attributes: ['token'] });
  for (const link of data) await db().entities.shareLink.delete({ token: link.token }).go();
}

/** Every AI analysis of a respondent's attempts removed. */
export async function deleteAnalysesOf(c: Pick<RespondentItem, 'form_id' | 'emailKey'>): Promise<void> {
  const { data } = await db()
    .entities.candidateAnalysis.query.byAttempt({ form_id: c.form_id, emailKey: c.emailKey })
    .go({ pages: 'all', attributes: ['attempt'] });
  for (const a of data)
    await db().entities.candidateAnalysis.delete({ form_id: c.form_id, emailKey: c.emailKey, attempt: a.attempt }).go();
}

/**
 * The erasure's one transaction (results/erase-respondent.ts): the record and its ref removed, conditional on the
 * record as read; the assessment's respondent counts and, when the result was counted, its completed count and
 * group aggregate moved back; and the audit entry, which names the respondent only by opaque ids.
 */
export function writeErasure({
  c,
  templateId,
  wasCounted,
  entry,
}: {
  c: RespondentItem;
  templateId: string;
  wasCounted: boolean;
  entry: AuditEntry;
}): Promise<TransactionOutcome> {
  return transactWrite(() =>
    goWithStats(
      db().transaction.write(({ candidate, candidateRef, template, auditEntry }) => [
        candidate
          .delete({ form_id: c.form_id, emailKey: c.emailKey })
          .where((a, op) => op.eq(a.updated_at, c.updated_at))
          .commit(),
        ...(c.ref ? [candidateRef.delete({ ref: c.ref }).commit()] : []),
        template
          .patch({ id: templateId })
          .add({ candidate_total: -1, invited_total: -1, ...(wasCounted ? { completed_total: -1 } : {}) })
          .commit(),
        auditEntry.create(entry).commit(),
      ]),
      templateId,
      wasCounted ? statsDelta(countedSummaries(c), null, demographicsOf(c)) : {},
    ),
  );
}

/** A workspace's audit entries, oldest first. */
export async function auditEntriesOf(teamId: string): Promise<AuditEntry[]> {
  const { data } = await db().entities.auditEntry.query.byTeam({ team_id: teamId }).go({ pages: 'all' });
  return data;
}
