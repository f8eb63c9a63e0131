import { draftsToRemove } from '@shared/assessments/draft';
import { DRAFT_LOOKUP_LIMIT } from '@shared/constants/limits';
import { db } from '../db/service';

/**
 * At most 5 drafts are kept per user (spec part 1 §3, part 2 §9.6): after any draft is created (the wizard, a
 * duplicate of a draft, the first assessment generated at sign-up) the oldest beyond that are removed from view.
 * Soft delete, so nothing typed is destroyed.
 */
export async function trimDrafts(user: { email: string; teamId: string }, now: Date): Promise<void> {
  const { data } = await db()
    .entities.template.query.byTeam({ team_id: user.teamId })
    .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.creator, user.email)} AND ${op.ne(a.deleted, true)}`)
    .go({ order: 'desc', count: DRAFT_LOOKUP_LIMIT, attributes: ['id', 'updated_at'] });
  const at = now.toISOString();
  for (const id of draftsToRemove(data)) {
    await db().entities.template.patch({ id }).set({ deleted: true, deleted_by: user.email, deleted_at: at }).go();
  }
}
