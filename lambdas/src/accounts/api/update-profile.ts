import { defineHandler } from '../../http/handler-factory';
import { saveProfile } from '../profile-settings';

/** My account, profile tab (spec part 1 §2 "My account"). */
export const updateProfile = defineHandler('updateProfile', async ({ body, now, user }) =>
  saveProfile({ user, firstName: body.firstName, lastName: body.lastName, jobTitle: body.jobTitle, now }),
);
