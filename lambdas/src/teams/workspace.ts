import type { Profile } from '@shared/routes';
import { personalTeamId, profileOf, type UserItem } from '../accounts';
import { loadMemberTeam } from './repo';
import { chooseWorkspace, loadAccountOf, moveOutWithNotice, setWorkspace } from './workspace-store';

/** The user leaves a team's workspace by their own action (left, deleted it): back to personal, without the removal notice. */
export async function leaveWorkspace(user: UserItem, teamId: string, now: Date): Promise<void> {
  if (user.teamId !== teamId) return;
  await setWorkspace(user.emailKey, personalTeamId(user.sub), now);
}

/**
 * Members a team no longer has (removed, or the team deleted) who work in it move to their personal workspace
 * and are told once (spec part 1 §4, part 2 §8 'You have been removed from the team.'): an explicit step of the
 * removal, so no later read moves anyone. Each move holds only while they still work in that team.
 */
export async function moveRemovedMembers(teamId: string, emails: string[], now: Date): Promise<void> {
  for (const email of emails) {
    const member = await loadAccountOf(email);
    if (!member || member.teamId !== teamId) continue;
    // They switched away first: nothing to move.
    await moveOutWithNotice(member.emailKey, teamId, personalTeamId(member.sub), now);
  }
}

/**
 * Switch workspace (spec part 1 §4): to the personal team, or to a shared team the user is an active
 * member of.
 */
export async function switchWorkspace({
  user,
  teamId,
  now,
}: {
  user: UserItem;
  teamId: string;
  now: Date;
}): Promise<Profile> {
  if (teamId !== personalTeamId(user.sub)) await loadMemberTeam(teamId, user.email);
  return profileOf(await chooseWorkspace(user.emailKey, teamId, now));
}
