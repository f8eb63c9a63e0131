import { changeVisibility, sqsQueue } from '../../adapters/queue';
import type { localWebhookQueue as LocalWebhookQueue } from './local-queue';

type Env = Readonly<Record<string, string | undefined>>;

/** The webhook delivery queue as its senders and its worker use it (docs/webhooks.md "Delivery"). */
export interface WebhookQueue {
  /** Queues one message per body; returns the indexes of those the queue did not take. */
  send(bodies: string[]): Promise<{ failed: number[] }>;
  /** Keeps a received message hidden `seconds` from now: the wait before its next attempt. */
  retryIn(receiptHandle: string, seconds: number): Promise<void>;
}

/**
 * The queue on this deployment: SQS when WEBHOOK_QUEUE_URL is set (the CDK functions), the in-process queue on the
 * local stack (STAGE=local without a URL), delivering to the same worker code. Anything else fails closed.
 */
export async function webhookQueue(env: Env = process.env): Promise<WebhookQueue> {
  const url = env.WEBHOOK_QUEUE_URL;
  if (url) {
    const queue = sqsQueue(url);
    return {
      async send(bodies) {
        const { failed } = await queue.sendBatch(bodies.map((body, i) => ({ id: String(i), body })));
        return { failed: failed.map(Number) };
      },
      retryIn: (receiptHandle, seconds) => changeVisibility(url, receiptHandle, seconds),
    };
  }
  if (env.STAGE === 'local') {
    // Kept out of the deployed bundle: esbuild does not follow a computed import.
    const localModule = './local-queue.ts';
    const { localWebhookQueue } = (await import(/* @vite-ignore */ localModule)) as {
      localWebhookQueue: typeof LocalWebhookQueue;
    };
    return localWebhookQueue();
  }
  throw new Error('WEBHOOK_QUEUE_URL is not set');
}
