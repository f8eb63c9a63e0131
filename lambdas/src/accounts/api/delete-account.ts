import { defineHandler } from '../../http/handler-factory';
import { deleteAccount as deleteAccountFor } from '../account-deletion';

/** My account → Delete account (account-deletion.ts); the actor is the verified token's. */
export const deleteAccount = defineHandler('deleteAccount', async ({ body, now, user, actor, sourceIp, userAgent }) =>
  deleteAccountFor({ user, actor, confirm: body.confirm, request: { sourceIp, userAgent }, now }),
);
