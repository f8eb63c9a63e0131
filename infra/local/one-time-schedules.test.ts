import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atExpression } from '../../lambdas/src/adapters/scheduler';
import { createLocalSchedules } from './one-time-schedules';

describe('local one-time schedules (the stand-in for EventBridge Scheduler)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the handler once with the payload at its time, then forgets it', async () => {
    const calls: unknown[] = [];
    const s = createLocalSchedules({ handler: async (p) => calls.push(p) });
    s.put({ name: 'a', at: new Date(Date.now() + 60_000), payload: { n: 1 } });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ n: 1 }]);
    expect(s.pending().size).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(1);
  });

  it('putting a name again moves it; a cancelled one never fires', async () => {
    const calls: unknown[] = [];
    const s = createLocalSchedules({ handler: async (p) => calls.push(p) });
    s.put({ name: 'a', at: new Date(Date.now() + 1000), payload: 'first' });
    s.put({ name: 'a', at: new Date(Date.now() + 5000), payload: 'moved' });
    s.put({ name: 'b', at: new Date(Date.now() + 2000), payload: 'b' });
    s.cancel('b');
    s.cancel('never-made');
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toEqual(['moved']);
  });

  it('a schedule further away than one timer can wait still fires at its time', async () => {
    const calls: unknown[] = [];
    const s = createLocalSchedules({ handler: async (p) => calls.push(p) });
    const days = 30;
    s.put({ name: 'far', at: new Date(Date.now() + days * 86_400_000), payload: 'far' });
    await vi.advanceTimersByTimeAsync(days * 86_400_000 - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['far']);
  });
});

describe('atExpression', () => {
  it('is EventBridge Scheduler’s one-time form, in UTC, to the second', () => {
    expect(atExpression(new Date('2026-11-30T10:05:09.123Z'))).toBe('at(2026-11-30T10:05:09)');
  });
});
