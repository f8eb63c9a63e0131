import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser, personalTeamId } from '../../accounts/repo';
import { sharedTeamsOf, toTeamSummary } from '../repo';

/** The account dropdown's teams (spec part 1 §2): the personal workspace first, then each shared team the user belongs to. */
export const listMyTeams = defineHandler('listMyTeams', async ({ actor, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const personalId = personalTeamId(user.sub);
  const [{ data: personal }, shared] = await Promise.all([db().entities.team.get({ teamId: personalId }).go(), sharedTeamsOf(user.email)]);
  const teams = [...(personal ? [personal] : []), ...shared];
  return { items: await Promise.all(teams.map((t) => toTeamSummary(t, user.email, user.teamId))), currentTeamId: user.teamId, personalTeamId: personalId };
});
