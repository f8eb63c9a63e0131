import { defineHandler } from '../../http/handler-factory';
import { sendSupportTicket } from '../support-ticket';

/**
 * A message to support (spec part 1 §2 "Help and support", §3 "Support ticket"; part 2 §7.2): stored with what the
 * server knows of the sender, then e-mailed to the support address; one ticket and one e-mail per request id,
 * within the day's budgets (docs/abuse.md "Support").
 */
export const createSupportTicket = defineHandler('createSupportTicket', async ({ body, now, sourceIp, user }) =>
  sendSupportTicket({
    user,
    requestId: body.requestId,
    message: body.message,
    ...(body.attachmentKey !== undefined ? { attachmentKey: body.attachmentKey } : {}),
    sourceIp,
    now,
  }),
);
