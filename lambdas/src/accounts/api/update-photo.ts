import { defineHandler } from '../../http/handler-factory';
import { savePhoto } from '../profile-settings';

/** My account, profile photo: the uploaded photo is checked and saved, or '' removes it (spec part 1 §3 `photoURL`). */
export const updatePhoto = defineHandler('updatePhoto', async ({ body, now, user }) =>
  savePhoto({ user, photoKey: body.photoKey, now }),
);
