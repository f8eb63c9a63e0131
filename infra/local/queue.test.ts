import { describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { createLocalQueue } from './queue';

/**
 * The local queue keeps SQS's delivery rules (docs/architecture.md "Bulk invitations"). The visibility timeout (1 s) is
 * far above what these handlers take, so a message is delivered again only because it failed.
 */
describe('local queue', () => {
  const options = { batchSize: 3, maxConcurrency: 2, visibilityTimeoutMs: 1000, maxReceiveCount: 3 };

  it('delivers every message once when the handler reports no failures, in batches of at most batchSize', async () => {
    const seen: string[][] = [];
    const q = createLocalQueue({
      ...options,
      handler: async (e: SQSEvent) => {
        seen.push(e.Records.map((r) => r.body));
        return { batchItemFailures: [] };
      },
    });
    q.send(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await q.idle();
    expect(seen.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(seen.every((b) => b.length <= 3)).toBe(true);
    expect(q.deadLetters()).toEqual([]);
  });

  it('delivers again only the items reported as failures, with the receive count, then sets them aside', async () => {
    const counts: Record<string, string[]> = {};
    const q = createLocalQueue({
      ...options,
      handler: async (e: SQSEvent) => {
        for (const r of e.Records) (counts[r.body] ??= []).push(r.attributes.ApproximateReceiveCount);
        return {
          batchItemFailures: e.Records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
        };
      },
    });
    q.send(['ok', 'bad']);
    await q.idle();
    expect(counts).toEqual({ ok: ['1'], bad: ['1', '2', '3'] });
    expect(q.deadLetters()).toEqual(['bad']);
  });

  it('a handler that throws, or names an item not in the batch, fails the whole batch', async () => {
    let calls = 0;
    const q = createLocalQueue({
      ...options,
      maxReceiveCount: 2,
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return { batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] };
      },
      log: () => {},
    });
    q.send(['x', 'y']);
    await q.idle();
    expect(q.deadLetters().sort()).toEqual(['x', 'y']);
  });

  it('a message sent while another is being handled is delivered at once, not after the visibility timeout', async () => {
    let bHandled!: () => void;
    const bDone = new Promise<void>((r) => (bHandled = r));
    const q = createLocalQueue({
      ...options,
      // Were b to wait for a's visibility timeout, this test would run out of time.
      visibilityTimeoutMs: 10 * 60_000,
      handler: async (e: SQSEvent) => {
        if (e.Records[0]!.body === 'a') await bDone;
        else bHandled();
        return { batchItemFailures: [] };
      },
    });
    q.send(['a']);
    await new Promise((r) => setTimeout(r, 0));
    q.send(['b']);
    await q.idle();
    expect(q.deliveries()).toBe(2);
  });

  it('a failed message comes back when changeVisibility says, not after the visibility timeout (the webhook retries)', async () => {
    const seen: string[] = [];
    const q = createLocalQueue({
      ...options,
      // An hour: without the change the second delivery would not come within the test's time.
      visibilityTimeoutMs: 3_600_000,
      handler: async (e: SQSEvent) => {
        for (const r of e.Records) {
          seen.push(r.attributes.ApproximateReceiveCount);
          // Only the failing delivery is made visible again, as the webhook worker does: a message made visible
          // while it is still being handled is delivered again, in SQS as here.
          if (r.attributes.ApproximateReceiveCount === '1') q.changeVisibility(r.receiptHandle, 0);
        }
        return {
          batchItemFailures: e.Records.filter((r) => r.attributes.ApproximateReceiveCount === '1').map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
    });
    q.send(['retry me']);
    await q.idle();
    expect(seen).toEqual(['1', '2']);
    expect(q.deadLetters()).toEqual([]);
  });
});
