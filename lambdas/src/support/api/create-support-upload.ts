import { randomUUID } from 'node:crypto';
import { DomainError } from '@shared/errors';
import { supportAttachmentKey } from '@shared/support/ticket';
import { defineHandler } from '../../http/handler-factory';
import { presignUpload } from '../../adapters/storage';
import { SUPPORT_UPLOAD_BUDGETS } from '@shared/constants/support';
import { ipScope, reserveBudgets } from '../../common/daily-cap';

/**
 * A presigned upload for a support attachment under the spec's key (part 2 §7.2:
 * images/users/{emailKey}/support-tickets-{filename}-{guid}.{ext}); the body schema refuses other types and sizes.
 * An account without an e-mail cannot attach (part 2 §8). Each upload address draws on the day's budgets of the
 * account, the caller's address and the deployment (docs/abuse.md "Support"); over any, none is given.
 */
export const createSupportUpload = defineHandler('createSupportUpload', async ({ body, now, sourceIp, user }) => {
  const key = supportAttachmentKey(user.email, body.fileName, randomUUID());
  if (typeof key !== 'string') throw new DomainError(key.error);
  const b = SUPPORT_UPLOAD_BUDGETS;
  const budgets = [
    { scope: `support-upload#acct#${user.emailKey}`, cap: b.perAccount },
    { scope: ipScope('support-upload', sourceIp), cap: b.perIp },
    { scope: 'support-upload#all', cap: b.deployment },
  ];
  if (await reserveBudgets(budgets, 1, now)) throw new DomainError('SUPPORT_UPLOAD_DAILY_LIMIT');
  return { key, ...(await presignUpload(key, body.mime, body.size)) };
});
