import { describe, expect, it } from 'vitest';
import { SESSION_KEY, clearSession, parseSessionRecord, readSession, writeSession } from './session';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('locally stored session record', () => {
  it('round-trips, encoded (not plain JSON), including non-Latin names', () => {
    const store = memoryStore();
    const record = parseSessionRecord({
      email: 'somchai@example.co.th',
      firstname: 'สมชาย',
      displayName: 'สมชาย ใจดี',
    })!;
    writeSession(record, store);
    expect(store.map.get(SESSION_KEY)).not.toContain('somchai');
    expect(readSession(store)).toEqual({ kind: 'ok', record });
  });

  it('nothing stored reads as none; a corrupt record reads as corrupt', () => {
    const store = memoryStore();
    expect(readSession(store)).toEqual({ kind: 'none' });
    store.setItem(SESSION_KEY, 'not base64 json!');
    expect(readSession(store)).toEqual({ kind: 'corrupt' });
    store.setItem(SESSION_KEY, btoa(JSON.stringify({ firstname: 'no e-mail' })));
    expect(readSession(store)).toEqual({ kind: 'corrupt' });
  });

  it('clearing removes it', () => {
    const store = memoryStore();
    writeSession(parseSessionRecord({ email: 'a@b.co' })!, store);
    clearSession(store);
    expect(readSession(store)).toEqual({ kind: 'none' });
  });
});
