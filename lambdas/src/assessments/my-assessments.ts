import type { AssessmentSummary } from '@shared/routes';
import { personalTeamId, type UserItem } from '../accounts';
import { reachableBy, toSummary } from './repo';
import { assessmentsOfTeam, transferredAssessmentsOf } from './assessment-store';

/**
 * My Assessments: the templates of the user's current workspace, newest first, soft-deleted ones left out.
 * In the personal workspace the user also sees the ones they created and shared with a team (spec part 1 §6).
 */
export async function listMyAssessments({ user }: { user: UserItem }): Promise<{ items: AssessmentSummary[] }> {
  const personal = user.teamId === personalTeamId(user.sub);
  const [inTeam, created] = await Promise.all([
    assessmentsOfTeam(user.teamId),
    personal ? transferredAssessmentsOf(user.email) : [],
  ]);
  const seen = new Set<string>();
  const unique = [...inTeam, ...created].filter((t) => !seen.has(t.id) && seen.add(t.id));
  const items = (await reachableBy(user, unique))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(toSummary);
  return { items };
}
