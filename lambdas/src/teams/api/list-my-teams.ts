import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId } from '../../accounts';
import { listedTeamsOf, sharedTeamsOf, teamInvitationsIn, toTeamSummary } from '../repo';

/**
 * The account dropdown's teams (spec part 1 §2): the personal workspace first, then each shared team the user
 * belongs to; and apart, the invitations waiting for the user's answer (not teams they are in).
 */
export const listMyTeams = defineHandler('listMyTeams', async ({ user }) => {
  const personalId = personalTeamId(user.sub);
  const [{ data: personal }, listed] = await Promise.all([
    db().entities.team.get({ teamId: personalId }).go(),
    listedTeamsOf(user.email),
  ]);
  const teams = [...(personal ? [personal] : []), ...(await sharedTeamsOf(user.email, listed))];
  const invitations = teamInvitationsIn(listed, user.email);
  return {
    items: await Promise.all(teams.map((t) => toTeamSummary(t, user.email, user.teamId))),
    invitations,
    currentTeamId: user.teamId,
    personalTeamId: personalId,
  };
});
