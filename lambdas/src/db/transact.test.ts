import { describe, expect, it } from 'vitest';
import { transactWrite } from './transact';

const cancelled = (...codes: string[]) => ({
  canceled: true,
  data: codes.map((code) => ({ code, rejected: code !== 'None' })),
});

describe('transactWrite', () => {
  it('a written transaction is written', async () => {
    expect(await transactWrite(async () => ({ canceled: false, data: [] }))).toBe('written');
  });

  it('a refused condition (a duplicate, a status that moved on) is reported, not retried', async () => {
    let calls = 0;
    const outcome = await transactWrite(async () => {
      calls++;
      return cancelled('ConditionalCheckFailed', 'None');
    });
    expect(outcome).toBe('condition_failed');
    expect(calls).toBe(1);
  });

  it('a conflict with a concurrent transaction is retried until it is written', async () => {
    let calls = 0;
    const outcome = await transactWrite(async () =>
      ++calls < 3 ? cancelled('None', 'TransactionConflict') : { canceled: false, data: [] },
    );
    expect(outcome).toBe('written');
    expect(calls).toBe(3);
  });
});
