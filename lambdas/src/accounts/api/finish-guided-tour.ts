import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { profileOf } from '../repo';

/**
 * Finish or skip a guided tour (spec part 1 §2 "shown once"): the create tour's last step or "Skip tour" sets
 * guidedTourCreateDone, the invite tour's sets guidedTourInviteDone. Saying it twice changes nothing more.
 */
export const finishGuidedTour = defineHandler('finishGuidedTour', async ({ body, now, user }) => {
  const flag = body.tour === 'create' ? 'guidedTourCreateDone' : 'guidedTourInviteDone';
  if (user[flag]) return profileOf(user);
  const { data } = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ [flag]: true, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return profileOf(data as typeof user);
});

/** "Show the guided tour again" (My account): the create tour runs again from step 0 on My Assessments. */
export const restartGuidedTour = defineHandler('restartGuidedTour', async ({ now, user }) => {
  const { data } = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ guidedTourCreateEnabled: true, guidedTourCreateDone: false, updatedAt: now.toISOString() })
    .go({ response: 'all_new' });
  return profileOf(data as typeof user);
});
