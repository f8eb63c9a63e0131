import { describe, expect, it } from 'vitest';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import {
  RACE_LOST,
  isConditionFailure,
  isTransientTransactionFailure,
  retryOnRace,
  unlessRaceLost,
  withTransactionRetry,
} from './conditional';

const cancelled = (...codes: string[]) => ({
  name: 'TransactionCanceledException',
  CancellationReasons: codes.map((Code) => ({ Code })),
});

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

describe('optimistic read-modify-write (retryOnRace)', () => {
  it('a lost race reads again and writes on the fresh record', async () => {
    let stored = { version: 1 };
    const reads: number[] = [];
    const result = await retryOnRace(async () => {
      const read = { ...stored };
      reads.push(read.version);
      if (reads.length === 1) stored = { version: 2 }; // another request writes in between
      const write =
        stored.version === read.version
          ? Promise.resolve(read.version + 1)
          : Promise.reject({ name: 'ConditionalCheckFailedException' });
      return unlessRaceLost(write);
    });
    expect(result).toBe(3);
    expect(reads).toEqual([1, 2]);
  });

  it('gives up with INTERNAL after WRITE_RETRY_ATTEMPTS lost races, and only then', async () => {
    let calls = 0;
    const failing = retryOnRace(async () => {
      calls++;
      return RACE_LOST;
    });
    await expect(failing).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 'INTERNAL');
    expect(calls).toBe(WRITE_RETRY_ATTEMPTS);
    let late = 0;
    expect(await retryOnRace(async () => (++late < WRITE_RETRY_ATTEMPTS ? RACE_LOST : 'written'))).toBe('written');
  });

  it('any other error, a refused create included, is not retried', async () => {
    let calls = 0;
    const refused = retryOnRace(async () => {
      calls++;
      throw new DomainError('DATA_NOT_FOUND');
    });
    await expect(refused).rejects.toSatisfy((e) => e instanceof DomainError && e.code === 'DATA_NOT_FOUND');
    expect(calls).toBe(1);
    await expect(unlessRaceLost(Promise.reject(new Error('network')))).rejects.toThrow('network');
  });
});
