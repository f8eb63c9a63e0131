import { defineHandler } from '../../http/handler-factory';
import { logoPrefix } from '../logo';
import { presignImageUpload } from '../image-upload-budget';

/**
 * A presigned upload for a logo (spec part 1 §5: JPG or PNG, at most 2 MB; the body schema refuses other
 * files with the catalogue's messages). The key is under the actor's own prefix; saving it checks the object. Each
 * address draws on the day's image upload budgets (docs/abuse.md "Uploads").
 */
export const createLogoUpload = defineHandler('createLogoUpload', async ({ body, user, sourceIp, now }) =>
  presignImageUpload({
    kind: 'logo',
    prefix: logoPrefix(user.sub),
    emailKey: user.emailKey,
    mime: body.mime,
    size: body.size,
    sourceIp,
    now,
  }),
);
