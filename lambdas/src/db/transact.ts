import { withTransactionRetry } from '../common/conditional';

interface TransactionResult {
  canceled: boolean;
  data: { code?: string; rejected?: boolean }[];
}

export type TransactionOutcome = 'written' | 'condition_failed';

const TRANSIENT = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

class TransientCancellation extends Error {
  override readonly name = 'TransactionConflictException';
}

/**
 * ElectroDB resolves a cancelled transaction instead of throwing. This tells the cases apart:
 * written; refused because a condition did not hold (a retry, a race lost, a duplicate); or
 * cancelled by a concurrent transaction or throttling, which is retried with backoff.
 */
export async function transactWrite(go: () => Promise<TransactionResult>): Promise<TransactionOutcome> {
  return withTransactionRetry(async () => {
    const result = await go();
    if (!result.canceled) return 'written';
    const codes = result.data.map((d) => d.code ?? 'None');
    if (codes.includes('ConditionalCheckFailed')) return 'condition_failed';
    if (codes.some((c) => TRANSIENT.has(c))) throw new TransientCancellation(codes.join(','));
    throw new Error(`transaction cancelled: ${codes.join(',')}`);
  });
}
