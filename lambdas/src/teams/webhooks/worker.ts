import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { WEBHOOK_SIGNATURE_HEADER } from '@shared/webhooks/events';
import { logger } from '../../common/logger';
import { postDelivery, type AttemptOutcome } from './post';
import { webhookQueue, type WebhookQueue } from './queue';
import { maxAttempts, retryDelays } from './schedule';
import { signatureHeader } from './signature';
import { findDelivery, findEndpoint, recordAttempt, type DeliveryRecord } from './webhook-store';
import { GREENHOUSE_ENDPOINT_ID } from '@shared/ats/greenhouse';
import { attemptGreenhouse } from '../greenhouse/greenhouse';

type Env = Readonly<Record<string, string | undefined>>;

export interface WorkerDeps {
  queue: WebhookQueue;
  env: Env;
  now: () => Date;
  post: (url: string, body: string, headers: Record<string, string>) => Promise<AttemptOutcome>;
  /** One attempt of a delivery to the workspace's Greenhouse connection (docs/ats.md); 'disconnected' when it is gone. */
  greenhouse: (delivery: DeliveryRecord, at: Date) => Promise<AttemptOutcome | 'disconnected'>;
}

/**
 * One batch of queued deliveries (docs/webhooks.md "Retries"). Each message is one delivery; its receive count is
 * its attempt. A 2xx marks it delivered. Otherwise, before the last attempt, the message is hidden for the
 * schedule's next wait (ChangeMessageVisibility) and reported failed, so the queue gives it back then; at the last
 * attempt it is marked failed, made visible at once and reported failed, and the queue's redrive policy moves it to
 * the dead-letter queue on its next receive. A delivery already settled, or whose endpoint was removed, is done.
 */
export async function handleWebhookBatch(event: SQSEvent, deps: WorkerDeps): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  const delays = retryDelays(deps.env);
  const attempts = maxAttempts(deps.env);
  for (const record of event.Records) {
    try {
      const { team_id: teamId, delivery_id: id } = JSON.parse(record.body) as { team_id: string; delivery_id: string };
      const delivery = await findDelivery(teamId, id);
      if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') continue;
      const attempt = Math.max(1, Number(record.attributes.ApproximateReceiveCount ?? 1));
      const at = deps.now();
      const outcome = await attemptOne(delivery, at, deps);
      if (outcome === 'removed') {
        await recordAttempt(delivery, {
          status: 'failed',
          attempts: delivery.attempts,
          last_attempt_at: at.toISOString(),
          response_code: null,
          response_excerpt:
            delivery.endpoint_id === GREENHOUSE_ENDPOINT_ID
              ? 'Greenhouse was disconnected.'
              : 'The endpoint was removed.',
          next_attempt_at: null,
        });
        continue;
      }
      const last = attempt >= attempts;
      // After the last attempt the message is given back at once, so the queue moves it to the dead-letter queue.
      const wait = last ? 0 : waitBeforeNext(delays[attempt - 1] ?? 0, outcome.retryAfterSeconds);
      await recordAttempt(delivery, {
        status: outcome.ok ? 'delivered' : last ? 'failed' : 'retrying',
        attempts: attempt,
        last_attempt_at: at.toISOString(),
        response_code: outcome.status,
        response_excerpt: outcome.excerpt,
        next_attempt_at: outcome.ok || last ? null : new Date(at.getTime() + wait * 1000).toISOString(),
      });
      if (outcome.ok) continue;
      await deps.queue.retryIn(record.receiptHandle, wait);
      failures.push({ itemIdentifier: record.messageId });
    } catch (error) {
      logger.error('Webhook delivery not attempted', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

/** SQS hides a message for at most 12 hours (ChangeMessageVisibility). */
const MAX_VISIBILITY_SECONDS = 43_200;

/** The schedule's wait, or longer when the receiver asked for more (Retry-After), within what SQS can hide. */
export function waitBeforeNext(scheduled: number, retryAfterSeconds: number | undefined): number {
  return Math.min(MAX_VISIBILITY_SECONDS, Math.max(scheduled, retryAfterSeconds ?? 0));
}

/** One attempt: a signed POST to a webhook endpoint, or a note attached through the Greenhouse connection. */
async function attemptOne(delivery: DeliveryRecord, at: Date, deps: WorkerDeps): Promise<AttemptOutcome | 'removed'> {
  if (delivery.endpoint_id === GREENHOUSE_ENDPOINT_ID) {
    const outcome = await deps.greenhouse(delivery, at);
    return outcome === 'disconnected' ? 'removed' : outcome;
  }
  const endpoint = await findEndpoint(delivery.team_id, delivery.endpoint_id);
  if (!endpoint) return 'removed';
  return deps.post(endpoint.url, delivery.body, {
    'user-agent': 'CultureFit-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, at),
    'culturefit-event': delivery.event,
    'culturefit-delivery': delivery.delivery_id,
  });
}

/** The webhook worker's Lambda: an SQS event source with ReportBatchItemFailures; the local stack calls it too. */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return handleWebhookBatch(event, {
    queue: await webhookQueue(),
    env: process.env,
    now: () => new Date(),
    post: (url, body, headers) => postDelivery(url, body, headers),
    greenhouse: (delivery, at) => attemptGreenhouse(delivery, at),
  });
}
