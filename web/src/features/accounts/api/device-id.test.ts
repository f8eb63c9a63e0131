import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId } from './device-id';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('the browser id sent with e-mail sign-in', () => {
  it('is made once, random, and kept', () => {
    const store = memoryStore();
    const id = deviceId(store);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId(store)).toBe(id);
    expect(store.map.get(DEVICE_ID_KEY)).toBe(id);
    expect(deviceId(memoryStore())).not.toBe(id);
  });

  it('a stored value of the wrong shape is replaced', () => {
    const store = memoryStore();
    store.setItem(DEVICE_ID_KEY, 'chosen-by-a-page-script');
    expect(deviceId(store)).toMatch(/^[0-9a-f]{32}$/);
  });
});
