import { inject } from 'vitest';
import { listMailbox, type MailboxMessage } from '../../lambdas/src/adapters/mail';
import { localInvitationQueueState } from '../../lambdas/src/respondents/local-invitation-queue';

/**
 * Invitation e-mails leave through the local invitation queue (lambdas/src/respondents/local-invitation-queue.ts),
 * after the request answered: a test waits for the queue to be idle before it reads the dev mailbox.
 */
export async function invitationsDelivered(): Promise<void> {
  await localInvitationQueueState().idle();
}

/** The dev mailbox once every queued invitation was handled, newest first. */
export async function deliveredMailbox(): Promise<MailboxMessage[]> {
  await invitationsDelivered();
  return listMailbox(inject('mailboxDir'));
}
