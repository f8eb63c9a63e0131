import { DomainError } from '@shared/errors';
import { deleteTeam, isTeamAdmin } from '@shared/teams/members';
import type { TeamDetail } from '@shared/routes';
import { publishLogo, type UserItem } from '../accounts';
import { loadMemberTeam, mutateTeam, saveTeamLogoKey, toTeamDetail } from './repo';
import { leaveWorkspace, moveRemovedMembers } from './workspace';

/** Name, company name, colour and logo of a team: admins only (spec part 1 §6). */
export async function updateTeamDetails(options: {
  user: UserItem;
  teamId: string;
  name: string;
  companyName: string;
  color: string;
  logoKey: string;
  now: Date;
}): Promise<TeamDetail> {
  const { user, teamId, now } = options;
  const current = await loadMemberTeam(teamId, user.email);
  const logoKey = await publishLogo(options.logoKey, user.sub, current.logoKey);
  await mutateTeam(
    teamId,
    (team) => {
      if (!isTeamAdmin(team, user.email)) throw new DomainError('FORBIDDEN');
      return { ...team, name: options.name, companyName: options.companyName, color: options.color };
    },
    now,
  );
  await saveTeamLogoKey(teamId, logoKey);
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/** A team and its members, for its active members only (others get "Can't find team"). */
export async function teamDetailFor({ user, teamId }: { user: UserItem; teamId: string }): Promise<TeamDetail> {
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/**
 * Delete a team (spec part 1 §6): admins only. The record is flagged deleted and every member's index
 * entry goes, so its assessments and results become unavailable to members; a member working in it
 * moves to their personal workspace now and is told why on their next request.
 */
export async function deleteSharedTeam({ user, teamId, now }: { user: UserItem; teamId: string; now: Date }) {
  await loadMemberTeam(teamId, user.email);
  const { removed } = await mutateTeam(teamId, (team) => deleteTeam(team, user.email), now);
  await moveRemovedMembers(
    teamId,
    removed.filter((e) => e !== user.email),
    now,
  );
  await leaveWorkspace(user, teamId, now);
}
