import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { mailTransport } from '../adapters/mail';
import { logger } from '../common/logger';
import { handleInvitationBatch, sendPacer } from './invitation-delivery';

/**
 * The invitation worker's Lambda (docs/architecture.md "Bulk invitations"): an SQS event source with
 * ReportBatchItemFailures on the invitation queue; the local stack calls it from its in-process queue.
 *
 * Pace: the account's SES MaxSendRate (GetAccount, read once per cold start), or INVITE_SEND_RATE when set, shared
 * by the INVITE_WORKER_CONCURRENCY workers the event source runs at most; the dev mailbox has no pace.
 * INVITE_MAX_RECEIVES is the queue's maxReceiveCount.
 */
let pace: Promise<() => Promise<void>> | undefined;

async function accountSendRate(env: NodeJS.ProcessEnv): Promise<number> {
  if (env.INVITE_SEND_RATE) return Number(env.INVITE_SEND_RATE);
  if (mailTransport(env) !== 'ses') return Infinity;
  try {
    const { SESv2Client, GetAccountCommand } = await import('@aws-sdk/client-sesv2');
    const account = await new SESv2Client({}).send(new GetAccountCommand({}));
    return account.SendQuota?.MaxSendRate ?? 1;
  } catch (error) {
    // The sandbox's rate: slow but safe.
    logger.warn('SES send rate not read; sending at 1 a second', { error: String(error) });
    return 1;
  }
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const env = process.env;
  pace ??= accountSendRate(env).then((rate) =>
    sendPacer(rate / Math.max(1, Number(env.INVITE_WORKER_CONCURRENCY ?? 1))),
  );
  return handleInvitationBatch(event, { maxReceives: Number(env.INVITE_MAX_RECEIVES ?? 5), pace: await pace });
}
