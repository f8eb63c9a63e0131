import { DomainError } from '@shared/errors';
import { isTeamAdmin } from '@shared/teams/members';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { assertUsableLogo } from '../../accounts';
import { loadMemberTeam, mutateTeam, toTeamDetail } from '../repo';

/** Name, company name, colour and logo of a team: admins only (spec part 1 §6). */
export const updateTeam = defineHandler('updateTeam', async ({ params, body, now, user }) => {
  await loadMemberTeam(params.teamId, user.email);
  await assertUsableLogo(body.logoKey, user.sub);
  await mutateTeam(
    params.teamId,
    (team) => {
      if (!isTeamAdmin(team, user.email)) throw new DomainError('FORBIDDEN');
      return { ...team, name: body.name, companyName: body.companyName, color: body.color };
    },
    now,
  );
  await db().entities.team.patch({ teamId: params.teamId }).set({ logoKey: body.logoKey }).go();
  return toTeamDetail(await loadMemberTeam(params.teamId, user.email), user.email, user.teamId);
});
