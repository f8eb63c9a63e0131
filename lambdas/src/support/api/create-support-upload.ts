import { randomUUID } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { supportAttachmentKey } from '@shared/support/ticket';
import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { presignUpload } from '../../adapters/storage';

/**
 * A presigned upload for a support attachment under the spec's key (part 2 §7.2:
 * images/users/{emailKey}/support-tickets-{filename}-{guid}.{ext}); the body schema refuses other types and sizes.
 * An account without an e-mail cannot attach (part 2 §8).
 */
export const createSupportUpload = defineHandler('createSupportUpload', async ({ actor, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const key = supportAttachmentKey(user.email, body.fileName, randomUUID());
  if (typeof key !== 'string') throw new DomainError(key.error);
  return { key, uploadUrl: await presignUpload(key, body.mime), headers: { 'Content-Type': body.mime } };
});
