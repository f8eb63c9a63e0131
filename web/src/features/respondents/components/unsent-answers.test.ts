import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-request';
import { clearUnsent, isRetryable, keepUnsent, readUnsent, untilLanded, type KeyValueStore } from './unsent-answers';

function memoryStore(): KeyValueStore & { size: () => number } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    size: () => map.size,
  };
}

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

describe('answers given offline are kept on the device until the server has them', () => {
  it('keeps the newest answers and reads them back after a reload', () => {
    const store = memoryStore();
    keepUnsent(store, TOKEN, 'work_style_identifier', { scenario_1: 'option_1' });
    keepUnsent(store, TOKEN, 'work_style_identifier', { scenario_1: 'option_2', scenario_2: 'option_3' });
    expect(readUnsent(store, TOKEN, 'work_style_identifier')).toEqual({
      answers: { scenario_1: 'option_2', scenario_2: 'option_3' },
    });
    expect(readUnsent(store, TOKEN, 'big5')).toBeNull();
  });

  it('forgets them only when the saved answers are exactly the kept ones', () => {
    const store = memoryStore();
    keepUnsent(store, TOKEN, 'big5', { a: 1, b: 2 });
    clearUnsent(store, TOKEN, 'big5', { a: 1 });
    expect(readUnsent(store, TOKEN, 'big5')).toEqual({ answers: { a: 1, b: 2 } });
    clearUnsent(store, TOKEN, 'big5', { a: 1, b: 2 });
    expect(store.size()).toBe(0);
  });

  it("keeps the copy the answers were given over, moved on as saves land, so only the tab's own changes are sent again", () => {
    const store = memoryStore();
    keepUnsent(store, TOKEN, 'big5', { a: 1, b: 2 }, { base: {}, owner: 'tab-1' });
    clearUnsent(store, TOKEN, 'big5', { a: 1 }, 'tab-1');
    expect(readUnsent(store, TOKEN, 'big5')).toEqual({ answers: { a: 1, b: 2 }, base: { a: 1 }, owner: 'tab-1' });
    clearUnsent(store, TOKEN, 'big5', { a: 1, b: 2 }, 'tab-1');
    expect(store.size()).toBe(0);
  });

  it("a section with nothing on the server yet keeps that as the copy, so the entry stays this tab's", () => {
    const store = memoryStore();
    keepUnsent(store, TOKEN, 'big5', { a: 1 }, { base: undefined, owner: 'tab-1' });
    expect(readUnsent(store, TOKEN, 'big5')).toEqual({ answers: { a: 1 }, base: null, owner: 'tab-1' });
    clearUnsent(store, TOKEN, 'big5', { a: 1 }, 'tab-1');
    expect(store.size()).toBe(0);
  });

  it("answers another tab of the browser kept are neither forgotten nor moved on by this tab's saves", () => {
    const store = memoryStore();
    keepUnsent(store, TOKEN, 'big5', { c: 3 }, { base: { a: 1 }, owner: 'tab-2' });
    clearUnsent(store, TOKEN, 'big5', { c: 3 }, 'tab-1');
    clearUnsent(store, TOKEN, 'big5', { a: 1, b: 2 }, 'tab-1');
    expect(readUnsent(store, TOKEN, 'big5')).toEqual({ answers: { c: 3 }, base: { a: 1 }, owner: 'tab-2' });
  });

  it('a broken stored value reads as nothing rather than breaking the screen', () => {
    const store = memoryStore();
    store.setItem(`cf.unsent.${TOKEN.slice(0, 12)}.big5`, '{not json');
    expect(readUnsent(store, TOKEN, 'big5')).toBeNull();
  });
});

describe('finish and complete retry until they land', () => {
  it('retries a dropped connection and a server error, then returns the result', async () => {
    const failures = [new ApiError(0, 'NETWORK_ERROR', ''), new ApiError(503, 'INTERNAL', '')];
    const waits: number[] = [];
    let calls = 0;
    const result = await untilLanded(
      async () => {
        calls++;
        const f = failures.shift();
        if (f) throw f;
        return 'landed';
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe('landed');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('a refusal (400, 409 No time remaining) is not retried', async () => {
    let calls = 0;
    await expect(
      untilLanded(
        async () => {
          calls++;
          throw new ApiError(409, 'NO_TIME_REMAINING', 'No time remaining.');
        },
        { wait: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: 'NO_TIME_REMAINING' });
    expect(calls).toBe(1);
    expect(isRetryable(new ApiError(400, 'VALIDATION_FAILED', ''))).toBe(false);
  });
});
