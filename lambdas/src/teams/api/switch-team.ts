import { defineHandler } from '../../http/handler-factory';
import { switchWorkspace } from '../workspace';

/**
 * Switch workspace (spec part 1 §4): to the personal team, or to a shared team the user is an active
 * member of. The client then reloads, or goes to /assessments when it was editing an assessment.
 */
export const switchTeam = defineHandler('switchTeam', async ({ body, now, user }) =>
  switchWorkspace({ user, teamId: body.teamId, now }),
);
