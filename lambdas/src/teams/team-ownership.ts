import { acceptOwnership, offerOwnership } from '@shared/teams/members';
import type { TeamDetail } from '@shared/routes';
import type { UserItem } from '../accounts';
import { loadMemberTeam, mutateTeam, toTeamDetail } from './repo';

/**
 * The owner offers the team to another active member. The owner pays for the team's completions after its
 * team quota (spec part 1 §6), so nothing changes until the member accepts (acceptOwnershipOffer).
 */
export async function offerTeam(options: {
  user: UserItem;
  teamId: string;
  email: string;
  now: Date;
}): Promise<TeamDetail> {
  const { user, teamId, now } = options;
  await loadMemberTeam(teamId, user.email);
  await mutateTeam(teamId, (team) => offerOwnership(team, user.email, options.email), now);
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}

/** The member the team was offered to accepts: they become its owner and an admin, and pay from now on. */
export async function acceptOwnershipOffer({ user, teamId, now }: { user: UserItem; teamId: string; now: Date }) {
  await loadMemberTeam(teamId, user.email);
  await mutateTeam(teamId, (team) => acceptOwnership(team, user.email), now);
  return toTeamDetail(await loadMemberTeam(teamId, user.email), user.email, user.teamId);
}
