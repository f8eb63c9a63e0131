import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

/**
 * The local stand-in for an SQS queue with a Lambda event source mapping (docs/architecture.md "Bulk invitations"),
 * in this process: messages wait until visible; a poller hands batches of up to `batchSize` to the handler, at most
 * `maxConcurrency` batches at once; the items the handler reports in `batchItemFailures` (or the whole batch when it
 * throws, or reports an id not in the batch) stay on the queue, hidden for `visibilityTimeoutMs`, then are delivered
 * again; a message received `maxReceiveCount` times that still fails moves to the dead-letter list when it would
 * be received once more, as SQS's redrive policy does. Unlike SQS: no long polling or batching window (a batch is
 * whatever is visible), messages never expire, nothing survives a restart, and delivery is in sending order.
 */
export interface LocalQueueOptions {
  handler: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  batchSize: number;
  maxConcurrency: number;
  visibilityTimeoutMs: number;
  maxReceiveCount: number;
  /** The queue's ARN as records carry it (eventSourceARN). */
  arn?: string;
  log?: (line: string, error?: unknown) => void;
}

interface Stored {
  messageId: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  visibleAt: number;
  /** The latest delivery's receipt: the outcome of an earlier delivery of the same message is ignored. */
  receipt: number;
}

export interface LocalQueue {
  send(bodies: string[]): string[];
  /** Resolves once no message is waiting or being handled (the dead-letter list aside). */
  idle(): Promise<void>;
  /** Bodies moved to the dead-letter list, oldest first. */
  deadLetters(): string[];
  /** How many batches the handler was given. */
  deliveries(): number;
  /**
   * As SQS's ChangeMessageVisibility: the message of a receipt (its latest delivery's) stays hidden for `seconds`
   * from now; a receipt of an earlier delivery, or of a message gone, changes nothing.
   */
  changeVisibility(receiptHandle: string, seconds: number): void;
}

export function createLocalQueue(options: LocalQueueOptions): LocalQueue {
  const log = options.log ?? ((line: string, error?: unknown) => console.error(line, error ?? ''));
  const arn = options.arn ?? 'arn:aws:sqs:us-east-1:000000000000:local-queue';
  const waiting: Stored[] = [];
  const dead: string[] = [];
  let running = 0;
  let receipts = 0;
  let delivered = 0;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = 0;
  const idleWaiters: (() => void)[] = [];

  const settleIdle = () => {
    if (waiting.length > 0 || running > 0) return;
    for (const w of idleWaiters.splice(0)) w();
  };

  const record = (m: Stored): SQSRecord => ({
    messageId: m.messageId,
    receiptHandle: `${m.messageId}#${m.receiveCount}`,
    body: m.body,
    attributes: {
      ApproximateReceiveCount: String(m.receiveCount),
      SentTimestamp: String(m.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(m.sentAt),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: arn,
    awsRegion: 'us-east-1',
  });

  /** Takes the visible messages of one batch, moving those past maxReceiveCount to the dead-letter list. */
  const take = (now: number): Stored[] => {
    const batch: Stored[] = [];
    for (const m of [...waiting]) {
      if (batch.length >= options.batchSize) break;
      if (m.visibleAt > now) continue;
      if (m.receiveCount >= options.maxReceiveCount) {
        waiting.splice(waiting.indexOf(m), 1);
        dead.push(m.body);
        continue;
      }
      m.receiveCount += 1;
      m.visibleAt = now + options.visibilityTimeoutMs;
      m.receipt = ++receipts;
      batch.push(m);
    }
    return batch;
  };

  const deliver = async (batch: Stored[]) => {
    const taken = new Map(batch.map((m) => [m, m.receipt]));
    running += 1;
    delivered += 1;
    let failed = new Set(batch.map((m) => m.messageId));
    try {
      const response = await options.handler({ Records: batch.map(record) });
      const ids = (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      // As Lambda does: an identifier that is empty or not in the batch fails the whole batch.
      if (ids.every((id) => failed.has(id))) failed = new Set(ids);
    } catch (error) {
      log('[local] queue handler failed:', error);
    }
    for (const m of batch) {
      // Deleted only with the latest receipt (a message delivered again meanwhile belongs to that delivery).
      const at = waiting.indexOf(m);
      if (!failed.has(m.messageId) && at >= 0 && m.receipt === taken.get(m)) waiting.splice(at, 1);
    }
    running -= 1;
    schedule();
  };

  const pump = () => {
    timer = undefined;
    const now = Date.now();
    while (running < options.maxConcurrency) {
      const batch = take(now);
      if (batch.length === 0) break;
      void deliver(batch);
    }
    schedule();
  };

  /** Sets the poller's timer for the next visible message, earlier than a timer already set if need be. */
  function schedule() {
    if (waiting.length === 0) {
      clearTimeout(timer);
      timer = undefined;
      return settleIdle();
    }
    // A batch that ends calls this again.
    if (running >= options.maxConcurrency) return;
    const next = Math.min(...waiting.map((m) => m.visibleAt));
    if (timer && timerAt <= next) return;
    clearTimeout(timer);
    timerAt = next;
    timer = setTimeout(pump, Math.max(0, next - Date.now()));
  }

  return {
    send(bodies) {
      const now = Date.now();
      const ids = bodies.map((body) => {
        const messageId = randomUUID();
        waiting.push({ messageId, body, sentAt: now, receiveCount: 0, visibleAt: now, receipt: 0 });
        return messageId;
      });
      schedule();
      return ids;
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    deadLetters: () => [...dead],
    deliveries: () => delivered,
    changeVisibility(receiptHandle, seconds) {
      const m = waiting.find((w) => `${w.messageId}#${w.receiveCount}` === receiptHandle);
      if (!m) return;
      m.visibleAt = Date.now() + Math.max(0, seconds) * 1000;
      schedule();
    },
  };
}
