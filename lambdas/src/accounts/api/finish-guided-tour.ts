import { defineHandler } from '../../http/handler-factory';
import { finishTour, restartTour } from '../profile-settings';

/**
 * Finish or skip a guided tour (spec part 1 §2 "shown once"): the create tour's last step or "Skip tour" sets
 * guidedTourCreateDone, the invite tour's sets guidedTourInviteDone. Saying it twice changes nothing more.
 */
export const finishGuidedTour = defineHandler('finishGuidedTour', async ({ body, now, user }) =>
  finishTour({ user, tour: body.tour, now }),
);

/** "Show the guided tour again" (My account): the create tour runs again from step 0 on My Assessments. */
export const restartGuidedTour = defineHandler('restartGuidedTour', async ({ now, user }) =>
  restartTour({ user, now }),
);
