import type { EntityItem } from 'electrodb';
import type { AssessmentItem } from '../assessments';
import type { GroupShareLinkEntity } from '../db/entities/group-share-link';
import { db } from '../db/service';

/** A group results link as stored (created and revoked through ./link-store.ts, as a result's links are). */
export type GroupShareLinkItem = EntityItem<typeof GroupShareLinkEntity>;

/** An assessment's group links, newest first, every page. */
export async function groupShareLinksOf(formId: string): Promise<GroupShareLinkItem[]> {
  const { data } = await db()
    .entities.groupShareLink.query.byAssessment({ form_id: formId })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/** The group link a token names (read consistently), or null. */
export async function findGroupShareLink(token: string): Promise<GroupShareLinkItem | null> {
  const { data } = await db().entities.groupShareLink.get({ token }).go({ consistent: true });
  return data;
}

/** The assessment a group link names (an ordinary read), or null. */
export async function groupLinkAssessment(link: Pick<GroupShareLinkItem, 'form_id'>): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id: link.form_id }).go();
  return data;
}
