import { defineHandler } from '../../http/handler-factory';
import { presignUpload } from '../../adapters/storage';
import { newId } from '../../common/ids';
import { logoPrefix } from '../logo';

/**
 * A presigned upload for a logo (spec part 1 §5: JPG or PNG, at most 2 MB; the body schema refuses other
 * files with the catalogue's messages). The key is under the actor's own prefix; saving it checks the object.
 */
export const createLogoUpload = defineHandler('createLogoUpload', async ({ body, user }) => {
  const key = `${logoPrefix(user.sub)}${newId()}.${body.mime === 'image/png' ? 'png' : 'jpg'}`;
  return { key, ...(await presignUpload(key, body.mime, body.size)) };
});
