import { describe, expect, it } from 'vitest';
import { classifySendError, sendPacer } from './invitation-delivery';

describe('sendPacer: one send per 1/rate seconds within a worker', () => {
  it('spaces consecutive sends by 1000/rate ms on its clock', async () => {
    let now = 0;
    const waits: number[] = [];
    const pace = sendPacer(
      4,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
      () => now,
    );
    for (let i = 0; i < 4; i++) await pace();
    expect(waits).toEqual([250, 250, 250]);
  });

  it('does not wait when the last send is longer ago than a slot, nor when there is no rate', async () => {
    let now = 0;
    const waits: number[] = [];
    const pace = sendPacer(
      1,
      async (ms) => void waits.push(ms),
      () => now,
    );
    await pace();
    now = 5000;
    await pace();
    await sendPacer(Infinity, async (ms) => void waits.push(ms))();
    expect(waits).toEqual([]);
  });
});

describe('classifySendError: what SES refusing an e-mail means', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  it('throttling and the daily quota are tried again', () => {
    for (const n of ['TooManyRequestsException', 'ThrottlingException', 'Throttling', 'LimitExceededException'])
      expect(classifySendError(named(n)), n).toEqual({ retry: true, reason: 'throttled' });
  });
  it('a refused message or address fails at once; an unknown fault is tried again', () => {
    expect(classifySendError(named('MessageRejected'))).toEqual({ retry: false, reason: 'rejected' });
    expect(classifySendError(named('MailFromDomainNotVerifiedException'))).toEqual({ retry: false, reason: 'error' });
    expect(classifySendError(new Error('socket hang up'))).toEqual({ retry: true, reason: 'error' });
  });
});
