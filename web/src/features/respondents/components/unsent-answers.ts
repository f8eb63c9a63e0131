import { ApiError } from '../../../lib/api-request';

/** The part of Web Storage used here (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyOf = (token: string, section: string) => `cf.unsent.${token.slice(0, 12)}.${section}`;

/**
 * Answers not yet confirmed by the server are kept on the device, so a reload, a closed tab or a dropped
 * connection loses nothing: they are sent again when the section screen opens or the connection returns.
 */
export function keepUnsent(store: KeyValueStore, token: string, section: string, answers: unknown): void {
  try {
    store.setItem(keyOf(token, section), JSON.stringify({ answers }));
  } catch {
    // Storage full or disabled (private mode): the in-memory queue still holds the answers.
  }
}

export function readUnsent(store: KeyValueStore, token: string, section: string): { answers: unknown } | null {
  try {
    const raw = store.getItem(keyOf(token, section));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { answers?: unknown };
    return parsed && typeof parsed === 'object' && 'answers' in parsed ? { answers: parsed.answers } : null;
  } catch {
    return null;
  }
}

/** Forget the kept answers once the server has exactly them; newer answers kept meanwhile stay. */
export function clearUnsent(store: KeyValueStore, token: string, section: string, saved: unknown): void {
  try {
    const raw = store.getItem(keyOf(token, section));
    if (raw !== null && raw === JSON.stringify({ answers: saved })) store.removeItem(keyOf(token, section));
  } catch {
    // ignore
  }
}

export function dropUnsent(store: KeyValueStore, token: string, section: string): void {
  try {
    store.removeItem(keyOf(token, section));
  } catch {
    // ignore
  }
}

/** A failure worth trying again: no connection, a timeout, throttling or a server error. A refusal is final. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Backoff between attempts: 1 s, 2 s, 4 s … capped at 15 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
}

/**
 * Run `action` until it lands: retryable failures wait (or until `wake` resolves, e.g. the browser comes back
 * online) and try again; a final failure is thrown. `onWaiting` reports each wait so the screen can say so.
 */
export async function untilLanded<T>(
  action: () => Promise<T>,
  { wait, onWaiting, stopped = () => false }: { wait: (ms: number) => Promise<void>; onWaiting?: (attempt: number) => void; stopped?: () => boolean },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (!isRetryable(error) || stopped()) throw error;
      onWaiting?.(attempt);
      await wait(retryDelayMs(attempt));
    }
  }
}
