import { defineHandler } from '../../http/handler-factory';
import { createPhotoUpload as signPhotoUpload } from '../photo';

/** A presigned upload for a profile photo, within the day's upload budgets (spec part 1 §3 `photoURL`). */
export const createPhotoUpload = defineHandler('createPhotoUpload', async ({ body, now, sourceIp, user }) =>
  signPhotoUpload({ user, mime: body.mime, size: body.size, sourceIp, now }),
);
