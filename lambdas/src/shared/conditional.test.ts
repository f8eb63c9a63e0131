import { describe, expect, it } from 'vitest';
import { isConditionFailure, isTransientTransactionFailure, withTransactionRetry } from './conditional';

const cancelled = (...codes: string[]) => ({ name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('telling a refused condition from a conflict', () => {
  it('a failed condition, also when wrapped by ElectroDB, is a condition failure', () => {
    expect(isConditionFailure({ name: 'ConditionalCheckFailedException' })).toBe(true);
    expect(isConditionFailure(new Error('wrapped', { cause: cancelled('None', 'ConditionalCheckFailed') }))).toBe(true);
  });

  it('a transaction cancelled by a concurrent transaction is not a condition failure but is retried', async () => {
    const conflict = cancelled('None', 'TransactionConflict');
    expect(isConditionFailure(conflict)).toBe(false);
    expect(isTransientTransactionFailure(conflict)).toBe(true);
    let calls = 0;
    const result = await withTransactionRetry(async () => {
      calls++;
      if (calls < 3) throw conflict;
      return 'written';
    });
    expect(result).toBe('written');
    expect(calls).toBe(3);
  });

  it('other errors are thrown at once', async () => {
    let calls = 0;
    await expect(
      withTransactionRetry(async () => {
        calls++;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
