import { createLocalQueue, type LocalQueue } from '../../../infra/local/queue';
import type { MessageQueue } from '../adapters/queue';
import { handler } from './invitation-worker';

/**
 * The local stack's invitation queue (docs/architecture.md "Bulk invitations"): the in-process queue of
 * infra/local/queue.ts with the deployed event source's settings, delivering to the real worker handler, which
 * writes to the dev mailbox. LOCAL_QUEUE_VISIBILITY_MS sets the visibility timeout (default 30 s, as the deployed queue's).
 */
let queue: LocalQueue | undefined;

export function localInvitationQueueState(): LocalQueue {
  queue ??= createLocalQueue({
    handler,
    batchSize: 5,
    maxConcurrency: 2,
    visibilityTimeoutMs: Number(process.env.LOCAL_QUEUE_VISIBILITY_MS ?? 30_000),
    maxReceiveCount: Number(process.env.INVITE_MAX_RECEIVES ?? 5),
    arn: 'arn:aws:sqs:us-east-1:000000000000:culturefit-local-invitations',
  });
  return queue;
}

export function localInvitationQueue(): MessageQueue {
  const q = localInvitationQueueState();
  return {
    async sendBatch(messages) {
      q.send(messages.map((m) => m.body));
      return { failed: [] };
    },
  };
}
