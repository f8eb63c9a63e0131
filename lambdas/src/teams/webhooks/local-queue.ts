import { createLocalQueue, type LocalQueue } from '../../../../infra/local/queue';
import type { WebhookQueue } from './queue';
import { maxAttempts } from './schedule';

/**
 * The local stack's webhook queue (docs/webhooks.md "On the local stack"): the in-process queue of
 * infra/local/queue.ts with the deployed queue's settings (maxReceiveCount = attempts, then the dead-letter list),
 * delivering to the real worker handler. Retries wait as the worker asks (ChangeMessageVisibility's stand-in); the
 * local stack shortens the schedule with WEBHOOK_RETRY_DELAYS.
 */
let queue: LocalQueue | undefined;

export function localWebhookQueueState(): LocalQueue {
  queue ??= createLocalQueue({
    // Imported when the first message is handled: the worker imports this queue's module for its retries.
    handler: async (event) => (await import('./worker')).handler(event),
    batchSize: 5,
    maxConcurrency: 2,
    visibilityTimeoutMs: 60_000,
    maxReceiveCount: maxAttempts(),
    arn: 'arn:aws:sqs:us-east-1:000000000000:culturefit-local-webhooks',
  });
  return queue;
}

export function localWebhookQueue(): WebhookQueue {
  const q = localWebhookQueueState();
  return {
    async send(bodies) {
      q.send(bodies);
      return { failed: [] };
    },
    async retryIn(receiptHandle, seconds) {
      q.changeVisibility(receiptHandle, seconds);
    },
  };
}
