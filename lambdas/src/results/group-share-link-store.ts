import type { EntityItem } from 'electrodb';
import type { AssessmentItem } from '../assessments';
import type { GroupShareLinkEntity } from '../db/entities/group-share-link';
import { writeAudited, type AuditEventInput } from '../db/audit';
import { db } from '../db/service';

/** A group results link as stored. */
export type GroupShareLinkItem = EntityItem<typeof GroupShareLinkEntity>;

/** A new group link, as written, with its audit event in the same transaction. */
export async function createGroupShareLinkItem(
  link: {
    token: string;
    form_id: string;
    role: GroupShareLinkItem['role'];
    created_by: string;
    created_at: string;
    expires_at: string;
  },
  audit: AuditEventInput,
): Promise<GroupShareLinkItem> {
  const outcome = await writeAudited((entities) => entities.groupShareLink.create(link).commit(), audit);
  if (outcome !== 'written') throw new Error('a new group link token was taken');
  return link;
}

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

/** The group link revoked now by `by`, with its audit event; a link revoked meanwhile is left as it is (no event). */
export async function writeGroupLinkRevoked(
  token: string,
  revokedAt: string,
  by: string,
  audit: AuditEventInput,
): Promise<void> {
  await writeAudited(
    (entities) =>
      entities.groupShareLink
        .patch({ token })
        .set({ revoked_at: revokedAt, revoked_by: by })
        .where((a, op) => op.notExists(a.revoked_at))
        .commit(),
    audit,
  );
}

/** The assessment a group link names (an ordinary read), or null. */
export async function groupLinkAssessment(link: Pick<GroupShareLinkItem, 'form_id'>): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id: link.form_id }).go();
  return data;
}
