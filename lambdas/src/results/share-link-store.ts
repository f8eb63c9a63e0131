import type { EntityItem } from 'electrodb';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import type { ShareLinkEntity } from '../db/entities/share-link';
import { writeAudited, type AuditEntry, type AuditEventInput } from '../db/audit';
import { db } from '../db/service';

/** A results share link as stored. */
export type ShareLinkItem = EntityItem<typeof ShareLinkEntity>;

/** A new share link, as written, with its audit event in the same transaction. */
export async function createShareLinkItem(
  link: {
    token: string;
    form_id: string;
    emailKey: string;
    ref: string;
    role: ShareLinkItem['role'];
    created_by: string;
    created_at: string;
  },
  audit: AuditEventInput | AuditEntry,
): Promise<ShareLinkItem> {
  const outcome = await writeAudited((entities) => entities.shareLink.create(link).commit(), audit);
  if (outcome !== 'written') throw new Error('a new share link token was taken');
  return link;
}

/** A respondent's share links (by the respondent's ref), newest first, every page. */
export async function shareLinksOf(ref: string): Promise<ShareLinkItem[]> {
  const { data } = await db().entities.shareLink.query.byRespondent({ ref }).go({ order: 'desc', pages: 'all' });
  return data;
}

/** The share link a token names (read consistently), or null. */
export async function findShareLink(token: string): Promise<ShareLinkItem | null> {
  const { data } = await db().entities.shareLink.get({ token }).go({ consistent: true });
  return data;
}

/** The link revoked now by `by`, with its audit event; a link revoked meanwhile is left as it is (no event). */
export async function writeRevoked(
  token: string,
  revokedAt: string,
  by: string,
  audit: AuditEventInput,
): Promise<void> {
  await writeAudited(
    (entities) =>
      entities.shareLink
        .patch({ token })
        .set({ revoked_at: revokedAt, revoked_by: by })
        .where((a, op) => op.notExists(a.revoked_at))
        .commit(),
    audit,
  );
}

/** The assessment and the respondent a share link names (ordinary reads, in this order), each or null. */
export async function sharedRecordsOf(
  link: Pick<ShareLinkItem, 'form_id' | 'emailKey'>,
): Promise<{ template: AssessmentItem | null; candidate: RespondentItem | null }> {
  const { data: template } = await db().entities.template.get({ id: link.form_id }).go();
  const { data: candidate } = await db()
    .entities.candidate.get({ form_id: link.form_id, emailKey: link.emailKey })
    .go();
  return { template, candidate };
}
