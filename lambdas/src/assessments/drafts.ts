import { draftsToRemove } from '@shared/assessments/draft';
import { DRAFT_LOOKUP_LIMIT } from '@shared/constants/limits';
import { hideDraft, recentDraftsOf } from './assessment-store';

/**
 * At most 5 drafts are kept per user (spec part 1 §3, part 2 §9.6): after any draft is created (the wizard, a
 * duplicate of a draft, the first assessment generated at sign-up) the oldest beyond that are removed from view.
 * Soft delete, so nothing typed is destroyed.
 */
export async function trimDrafts(user: { email: string; teamId: string }, now: Date): Promise<void> {
  const drafts = await recentDraftsOf(user, DRAFT_LOOKUP_LIMIT);
  const at = now.toISOString();
  for (const id of draftsToRemove(drafts)) {
    await hideDraft(id, user.email, at);
  }
}

/** Who owns a new draft and when it was made: its creator's, in their current team, personal until shared. */
export function newDraftOwner(user: { email: string; teamId: string }, at: string) {
  return {
    creator: user.email,
    team_id: user.teamId,
    scope: 'personal' as const,
    created_at: at,
    updated_at: at,
    updated_by: user.email,
  };
}
