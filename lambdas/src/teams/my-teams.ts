import type { TeamInvitation, TeamSummary } from '@shared/routes';
import { personalTeamId, type UserItem } from '../accounts';
import { listedTeamsOf, peekTeam, sharedTeamsOf, teamInvitationsIn, toTeamSummary } from './repo';

/**
 * The account dropdown's teams (spec part 1 §2): the personal workspace first, then each shared team the user
 * belongs to; and apart, the invitations waiting for the user's answer (not teams they are in).
 */
export async function teamsOfUser({ user }: { user: UserItem }): Promise<{
  items: TeamSummary[];
  invitations: TeamInvitation[];
  currentTeamId: string;
  personalTeamId: string;
}> {
  const personalId = personalTeamId(user.sub);
  const [personal, listed] = await Promise.all([peekTeam(personalId), listedTeamsOf(user.email)]);
  const teams = [...(personal ? [personal] : []), ...(await sharedTeamsOf(user.email, listed))];
  const invitations = teamInvitationsIn(listed, user.email);
  return {
    items: await Promise.all(teams.map((t) => toTeamSummary(t, user.email, user.teamId))),
    invitations,
    currentTeamId: user.teamId,
    personalTeamId: personalId,
  };
}
