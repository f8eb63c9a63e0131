import { sqsQueue, type MessageQueue } from '../adapters/queue';
import type { localInvitationQueue as LocalInvitationQueue } from './local-invitation-queue';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The invitation queue on this deployment: SQS when INVITATION_QUEUE_URL is set (the CDK functions), the in-process
 * queue on the local stack (STAGE=local without a URL). Anything else fails closed.
 */
export async function invitationQueue(env: Env = process.env): Promise<MessageQueue> {
  if (env.INVITATION_QUEUE_URL) return sqsQueue(env.INVITATION_QUEUE_URL);
  if (env.STAGE === 'local') {
    // Kept out of the deployed bundle: esbuild does not follow a computed import.
    const localModule = './local-invitation-queue.ts';
    const { localInvitationQueue } = (await import(/* @vite-ignore */ localModule)) as {
      localInvitationQueue: typeof LocalInvitationQueue;
    };
    return localInvitationQueue();
  }
  throw new Error('INVITATION_QUEUE_URL is not set');
}
