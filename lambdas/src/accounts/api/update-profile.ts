import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { profileOf } from '../repo';

/** My account, profile tab (spec part 1 §2 "My account"). */
export const updateProfile = defineHandler('updateProfile', async ({ body, now, user }) => {
  const displayName = `${body.firstName} ${body.lastName}`.trim();
  const { data } = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      jobTitle: body.jobTitle,
      displayName,
      updatedAt: now.toISOString(),
    })
    .go({ response: 'all_new' });
  return profileOf(data as typeof user);
});
