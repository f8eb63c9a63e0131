import type { SQSClient } from '@aws-sdk/client-sqs';
import type { MessageQueue, QueueMessage } from './types';

let client: SQSClient | undefined;

/** SQS takes at most ten entries per SendMessageBatch. */
const SQS_BATCH = 10;

/**
 * An SQS queue by its URL: SendMessageBatch, ten entries a call. An entry SQS reports in `Failed`, or every entry
 * of a call that throws, is returned as failed so the caller can record it (nothing is retried here).
 */
export function sqsQueue(queueUrl: string, given?: SQSClient): MessageQueue {
  return {
    async sendBatch(messages: QueueMessage[]) {
      // The SQS client is imported on the first send, not when the function starts (docs/cold-start.md).
      const { SQSClient, SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
      const sqs = given ?? (client ??= new SQSClient({}));
      const failed: string[] = [];
      for (let i = 0; i < messages.length; i += SQS_BATCH) {
        const chunk = messages.slice(i, i + SQS_BATCH);
        // Batch entry ids allow letters, digits, - and _ only (80 at most): the index in the chunk stands in.
        const entries = chunk.map((m, j) => ({ Id: `m${j}`, MessageBody: m.body }));
        try {
          const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
          for (const f of out.Failed ?? []) {
            const at = Number((f.Id ?? '').slice(1));
            if (chunk[at]) failed.push(chunk[at].id);
          }
        } catch {
          failed.push(...chunk.map((m) => m.id));
        }
      }
      return { failed };
    },
  };
}

/**
 * Hides a received message for `seconds` from now (SQS ChangeMessageVisibility; at most 12 hours from its receipt,
 * so a little less is asked for at most): a worker that
 * reports the message failed after this gets it back no sooner, which is how a retry waits (docs/webhooks.md).
 */
export async function changeVisibility(
  queueUrl: string,
  receiptHandle: string,
  seconds: number,
  given?: SQSClient,
): Promise<void> {
  const { SQSClient, ChangeMessageVisibilityCommand } = await import('@aws-sdk/client-sqs');
  const sqs = given ?? (client ??= new SQSClient({}));
  await sqs.send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl,
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: Math.min(43_000, Math.max(0, Math.round(seconds))),
    }),
  );
}
