import { defineHandler } from '../../http/handler-factory';
import { teamDetailFor } from '../team-details';

/** A team and its members, for its active members only (others get "Can't find team"). */
export const getTeam = defineHandler('getTeam', async ({ params, user }) =>
  teamDetailFor({ user, teamId: params.teamId }),
);
