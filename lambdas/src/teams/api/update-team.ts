import { defineHandler } from '../../http/handler-factory';
import { updateTeamDetails } from '../team-details';

/** Name, company name, colour and logo of a team: admins only (spec part 1 §6). */
export const updateTeam = defineHandler('updateTeam', async ({ params, body, now, user }) =>
  updateTeamDetails({
    user,
    teamId: params.teamId,
    name: body.name,
    companyName: body.companyName,
    color: body.color,
    logoKey: body.logoKey,
    now,
  }),
);
