import { defineHandler } from '../../http/handler-factory';
import { acceptOwnershipOffer, offerTeam } from '../team-ownership';

/**
 * The owner offers the team to another active member. The owner pays for the team's completions after its
 * team quota (spec part 1 §6), so nothing changes until the member accepts (acceptTeamOwnership).
 */
export const offerTeamOwnership = defineHandler('offerTeamOwnership', async ({ params, body, now, user }) =>
  offerTeam({ user, teamId: params.teamId, email: body.email, now }),
);

/** The member the team was offered to accepts: they become its owner and an admin, and pay from now on. */
export const acceptTeamOwnership = defineHandler('acceptTeamOwnership', async ({ params, now, user }) =>
  acceptOwnershipOffer({ user, teamId: params.teamId, now }),
);
