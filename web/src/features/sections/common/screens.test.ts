import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { screen } from './screens';

const Page: ComponentType<object> = () => null;

describe('a screen fetched ahead of time', () => {
  it('is fetched once however often a page asks for it, and the same module comes back each time', async () => {
    let fetches = 0;
    const finished = screen(() => {
      fetches += 1;
      return Promise.resolve({ default: Page });
    });
    const [first, second] = await Promise.all([finished.preload(), finished.preload()]);
    await finished.preload();
    expect(fetches).toBe(1);
    expect(second).toBe(first);
  });

  it('is fetched again after a failed fetch (a dropped connection), not left failed', async () => {
    let fetches = 0;
    const finished = screen<object>(() => {
      fetches += 1;
      return fetches === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Page });
    });
    await expect(finished.preload()).rejects.toThrow('Failed to fetch');
    await expect(finished.preload()).resolves.toEqual({ default: Page });
    expect(fetches).toBe(2);
  });
});
