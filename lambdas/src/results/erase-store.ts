import { statsDelta } from '@shared/results/group-aggregate';
import type { RespondentItem } from '../db/entities/candidate';
import { auditItem, type AuditEntry } from '../db/audit';
import { countedSummaries, demographicsOf, goWithStats } from '../db/group-stats';
import { db } from '../db/service';
import { transactWrite, type TransactionOutcome } from '../db/transact';

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
      db().transaction.write((entities) => {
        const { candidate, candidateRef, template } = entities;
        return [
          candidate
            .delete({ form_id: c.form_id, emailKey: c.emailKey })
            .where((a, op) => op.eq(a.updated_at, c.updated_at))
            .commit(),
          ...(c.ref ? [candidateRef.delete({ ref: c.ref }).commit()] : []),
          // Their answer to the experience question is theirs too.
          entities.experienceFeedback.delete({ form_id: c.form_id, ref: c.ref ?? c.id }).commit(),
          template
            .patch({ id: templateId })
            .add({ candidate_total: -1, invited_total: -1, ...(wasCounted ? { completed_total: -1 } : {}) })
            .commit(),
          auditItem(entry)(entities),
        ];
      }),
      templateId,
      wasCounted ? statsDelta(countedSummaries(c), null, demographicsOf(c)) : {},
    ),
  );
}
