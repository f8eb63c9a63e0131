import { draftsToRemove } from '@shared/assessments/draft';
import { DRAFT_LOOKUP_LIMIT } from '@shared/constants/limits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser, type UserItem } from '../../accounts/repo';
import { newId } from '../../shared/ids';
import { toDetail } from '../repo';
import { rewardReferralSafely } from '../../credits/referral-rewards';

/**
 * Wizard step 1 (spec part 1 §2 Create wizard): a draft on the server in the user's current team, so a reload
 * or another device resumes it from My Assessments. At most 5 drafts are kept per user (spec part 1 §3): the
 * oldest beyond that are removed from view (soft delete, so nothing typed is destroyed).
 */
export const createTemplate = defineHandler('createTemplate', async ({ actor, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const at = now.toISOString();
  const { data } = await db()
    .entities.template.create({
      id: newId(),
      status: 'draft',
      ...body,
      type_of_org: body.type_of_org || user.typeOfOrg || '',
      sections: [...new Set(body.sections)],
      creator: user.email,
      team_id: user.teamId,
      scope: 'personal',
      created_at: at,
      updated_at: at,
      updated_by: user.email,
    })
    .go();
  await trimDrafts(user, now);
  // spec part 2 §9.2: a referred friend's first assessment earns both sides their credits.
  await rewardReferralSafely(user.email, now);
  return toDetail(data);
}, { status: 201 });

async function trimDrafts(user: UserItem, now: Date): Promise<void> {
  const { data } = await db()
    .entities.template.query.byTeam({ team_id: user.teamId })
    .where((a, op) => `${op.eq(a.status, 'draft')} AND ${op.eq(a.creator, user.email)} AND ${op.ne(a.deleted, true)}`)
    .go({ order: 'desc', count: DRAFT_LOOKUP_LIMIT, attributes: ['id', 'updated_at'] });
  const at = now.toISOString();
  for (const id of draftsToRemove(data)) {
    await db().entities.template.patch({ id }).set({ deleted: true, deleted_by: user.email, deleted_at: at }).go();
  }
}
