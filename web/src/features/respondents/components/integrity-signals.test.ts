import { describe, expect, it } from 'vitest';
import { MAX_SIGNALS_PER_SAVE, MAX_SIGNALS_PER_SECTION } from '@shared/respondents/integrity';
import { ZSignalBatch } from '@shared/respondents/integrity-schema';
import { awayMs, deviceId, forgetSignals, readSignals, recordSignal, signalsToSend } from './integrity-signals';
import type { KeyValueStore } from './unsent-answers';

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const AT = new Date('2026-11-26T10:00:00.000Z');

describe('integrity signals kept on the device until a save stores them', () => {
  it('are kept per section in the shape the server accepts', () => {
    const store = memoryStore();
    recordSignal(store, TOKEN, 'human_skills', { kind: 'paste', chars: 40 }, AT);
    recordSignal(store, TOKEN, 'human_skills', { kind: 'focus_lost', ms: 5000 }, AT);
    const batch = signalsToSend(store, TOKEN, 'human_skills');
    expect(batch.map((s) => s.kind)).toEqual(['paste', 'focus_lost']);
    expect(ZSignalBatch.safeParse(batch).success).toBe(true);
    expect(readSignals(store, TOKEN, 'big5')).toEqual([]);
  });

  it('send at most one save’s worth at a time, keep at most a section’s cap, and forget only what was stored', () => {
    const store = memoryStore();
    for (let i = 0; i < MAX_SIGNALS_PER_SECTION + 5; i++) recordSignal(store, TOKEN, 'big5', { kind: 'other_tab' }, AT);
    expect(readSignals(store, TOKEN, 'big5')).toHaveLength(MAX_SIGNALS_PER_SECTION);
    const batch = signalsToSend(store, TOKEN, 'big5');
    expect(batch).toHaveLength(MAX_SIGNALS_PER_SAVE);
    forgetSignals(store, TOKEN, 'big5', batch);
    expect(readSignals(store, TOKEN, 'big5')).toHaveLength(MAX_SIGNALS_PER_SECTION - MAX_SIGNALS_PER_SAVE);
  });

  it('keeps one device id for the browser, and caps the time away', () => {
    const store = memoryStore();
    const id = deviceId(store);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deviceId(store)).toBe(id);
    expect(awayMs(1000, 500)).toBe(0);
    expect(awayMs(0, 10 * 3_600_000)).toBe(6 * 3_600_000);
  });
});
