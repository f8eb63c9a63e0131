import {
  PIN_BACKOFF_FIRST_SECONDS,
  PIN_BACKOFF_MAX_SECONDS,
  PIN_FAILURE_MEMORY_SECONDS,
  PIN_FREE_FAILURES,
} from '@shared/constants/pin';
import { createHash } from 'node:crypto';

/** The wrong-answer state of an address (db/entities/sign-in-guard.ts). */
export interface GuardState {
  failures: number;
  /** Epoch seconds; 0 when the address is not waiting. */
  blockedUntil: number;
}

/** A wrong answer counted before the answer was compared; `restore` undoes it when the answer was right. */
export interface GuardClaim {
  restore: GuardState & { expiresAt: number };
  version: number;
}

/** The wait after the `failures`-th wrong answer: none for the first PIN_FREE_FAILURES - 1, then 1, 2, 4… minutes, capped. */
export function backoffSeconds(failures: number): number {
  if (failures < PIN_FREE_FAILURES) return 0;
  return Math.min(PIN_BACKOFF_FIRST_SECONDS * 2 ** (failures - PIN_FREE_FAILURES), PIN_BACKOFF_MAX_SECONDS);
}

/** The state after one more wrong answer at `nowSeconds`. */
export function afterFailure(state: GuardState, nowSeconds: number): GuardState & { expiresAt: number } {
  const failures = state.failures + 1;
  const wait = backoffSeconds(failures);
  return {
    failures,
    blockedUntil: wait ? Math.max(state.blockedUntil, nowSeconds + wait) : state.blockedUntil,
    expiresAt: nowSeconds + PIN_FAILURE_MEMORY_SECONDS,
  };
}

/**
 * Whether one more wrong answer at `nowSeconds` makes the address wait, when it did not wait before: the moment its
 * owner is mailed an unlock link (unlock.ts).
 */
export function startsWaiting(before: GuardState, nowSeconds: number): boolean {
  return before.blockedUntil <= nowSeconds && afterFailure(before, nowSeconds).blockedUntil > nowSeconds;
}

/** A stored state as it stands at `nowSeconds`: forgotten once it expired (TTL deletion is lazy). */
export function currentGuard(
  stored: (GuardState & { expiresAt: number }) | null | undefined,
  nowSeconds: number,
): GuardState {
  return stored && stored.expiresAt > nowSeconds
    ? { failures: stored.failures, blockedUntil: stored.blockedUntil }
    : { failures: 0, blockedUntil: 0 };
}

/** The browser id the web sends (ClientMetadata `device`), kept only as a hash; '' when there is none. */
export function deviceHash(device: string | undefined): string {
  const id = (device ?? '').trim();
  return /^[A-Za-z0-9_-]{16,128}$/.test(id) ? createHash('sha256').update(id).digest('hex') : '';
}

/** How long a browser that signed in stays known to the address. */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;
