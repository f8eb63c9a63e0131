import { describe, expect, it, vi } from 'vitest';
import { AutosaveQueue } from './autosave-queue';
import { formatClock, secondsLeft } from './countdown';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('autosave: nothing lost on quick changes, refresh or double click', () => {
  it('debounces: several quick changes make one save of the newest answers', async () => {
    vi.useFakeTimers();
    const saved: number[] = [];
    const queue = new AutosaveQueue<number>(async (v) => void saved.push(v), 500);
    queue.schedule(1);
    queue.schedule(2);
    queue.schedule(3);
    await vi.advanceTimersByTimeAsync(600);
    expect(saved).toEqual([3]);
    vi.useRealTimers();
  });

  it('one save at a time, and a change made during a save is saved after it', async () => {
    const gates: Array<ReturnType<typeof deferred>> = [];
    const saved: number[] = [];
    const queue = new AutosaveQueue<number>((v) => {
      const gate = deferred();
      gates.push(gate);
      return gate.promise.then(() => void saved.push(v));
    }, 10_000);
    queue.schedule(1);
    const first = queue.flush();
    queue.schedule(2);
    const second = queue.flush();
    expect(gates).toHaveLength(1);
    gates[0]?.resolve();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(gates).toHaveLength(2);
    gates[1]?.resolve();
    await Promise.all([first, second]);
    expect(saved).toEqual([1, 2]);
    expect(queue.dirty).toBe(false);
  });

  it('a failed save is kept and retried by the next flush', async () => {
    let fail = true;
    const saved: number[] = [];
    const queue = new AutosaveQueue<number>(async (v) => {
      if (fail) throw new Error('offline');
      saved.push(v);
    }, 10_000);
    queue.schedule(7);
    await expect(queue.flush()).rejects.toThrow('offline');
    expect(queue.dirty).toBe(true);
    fail = false;
    await queue.flush();
    expect(saved).toEqual([7]);
  });

  it('only a failed save waits for a retry; one waiting out its delay is not sent early', async () => {
    vi.useFakeTimers();
    let fail = true;
    const queue = new AutosaveQueue<number>(async () => {
      if (fail) throw new Error('offline');
    }, 500);
    queue.schedule(1);
    expect(queue.stalled).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.stalled).toBe(true);
    queue.schedule(2);
    expect(queue.stalled).toBe(false);
    fail = false;
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.stalled).toBe(false);
    expect(queue.dirty).toBe(false);
    vi.useRealTimers();
  });
});

describe('section countdown', () => {
  it('counts whole seconds and never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('shows m:ss', () => {
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3605)).toBe('1:00:05');
  });
});
