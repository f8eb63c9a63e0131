import type { EntityItem } from 'electrodb';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import type { ShareLinkEntity } from '../db/entities/share-link';
import { db } from '../db/service';

/** A results share link as stored (created and revoked through ./link-store.ts, as group links are). */
export type ShareLinkItem = EntityItem<typeof ShareLinkEntity>;

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
