import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { profileOf } from '../repo';

/** The current user; a pending 'removed from the team' notice is given once and then cleared. */
export const getMe = defineHandler('getMe', async ({ user }) => {
  const profile = await profileOf(user);
  if (user.removedFromTeam)
    await db().entities.user.patch({ emailKey: user.emailKey }).set({ removedFromTeam: false }).go();
  return profile;
});
