import { describe, expect, it } from 'vitest';
import {
  PIN_BACKOFF_FIRST_SECONDS,
  PIN_BACKOFF_MAX_SECONDS,
  PIN_FAILURE_MEMORY_SECONDS,
  PIN_FREE_FAILURES,
} from '@shared/constants/pin';
import { afterFailure, backoffSeconds, currentGuard, deviceHash, startsWaiting } from './guard';

describe('the back-off of an address', () => {
  it(`no wait for the first ${PIN_FREE_FAILURES - 1} wrong answers, then 1, 2, 4… minutes, capped`, () => {
    const waits = Array.from({ length: 14 }, (_, i) => backoffSeconds(i + 1));
    expect(waits.slice(0, PIN_FREE_FAILURES - 1)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(PIN_FREE_FAILURES - 1, PIN_FREE_FAILURES + 3)).toEqual(
      [1, 2, 4, 8].map((m) => m * PIN_BACKOFF_FIRST_SECONDS),
    );
    expect(Math.max(...waits)).toBe(PIN_BACKOFF_MAX_SECONDS);
  });

  it('a wrong answer never shortens a wait already set, and the count is forgotten a day after the last one', () => {
    const state = afterFailure({ failures: PIN_FREE_FAILURES - 1, blockedUntil: 5_000 }, 1_000);
    expect(state).toEqual({
      failures: PIN_FREE_FAILURES,
      blockedUntil: 5_000,
      expiresAt: 1_000 + PIN_FAILURE_MEMORY_SECONDS,
    });
    expect(currentGuard(state, state.expiresAt - 1)).toEqual({ failures: PIN_FREE_FAILURES, blockedUntil: 5_000 });
    expect(currentGuard(state, state.expiresAt)).toEqual({ failures: 0, blockedUntil: 0 });
  });

  it('a browser id is kept only as a hash; an id of the wrong shape counts as none', () => {
    expect(deviceHash('0123456789abcdef0123456789abcdef')).toMatch(/^[0-9a-f]{64}$/);
    expect(deviceHash('0123456789abcdef0123456789abcdef')).not.toContain('0123456789abcdef');
    expect(deviceHash('short')).toBe('');
    expect(deviceHash(undefined)).toBe('');
    expect(deviceHash('x'.repeat(200))).toBe('');
  });

  it('the wrong answer that makes the address wait is the one that mails its owner an unlock link; answers before it or during the wait are not', () => {
    const free = { failures: PIN_FREE_FAILURES - 2, blockedUntil: 0 };
    expect(startsWaiting(free, 1_000)).toBe(false);
    const last = { failures: PIN_FREE_FAILURES - 1, blockedUntil: 0 };
    expect(startsWaiting(last, 1_000)).toBe(true);
    // A known browser answering wrong while the address already waits starts no new wait.
    expect(startsWaiting({ failures: PIN_FREE_FAILURES, blockedUntil: 1_060 }, 1_000)).toBe(false);
    // Once a wait is over, the next wrong answer starts another.
    expect(startsWaiting({ failures: PIN_FREE_FAILURES, blockedUntil: 1_000 }, 1_000)).toBe(true);
  });
});
