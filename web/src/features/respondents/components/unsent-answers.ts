import { ApiError } from '../../../lib/api-request';

/** The part of Web Storage used here (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyOf = (token: string, section: string) => `cf.unsent.${token.slice(0, 12)}.${section}`;

/** Answers kept on the device, and the copy the server had confirmed to the tab that gave them. */
export interface Unsent {
  answers: unknown;
  /** What that tab last knew the server held: the kept answers differ from it by that tab's own changes. */
  base?: unknown;
  /** The tab that kept them (tabs of one browser share the storage): only it may move `base` on. */
  owner?: string;
}

/**
 * Answers not yet confirmed by the server are kept on the device, so a reload, a closed tab or a dropped
 * connection loses nothing: they are sent again when the section screen opens or the connection returns. With them
 * goes the copy they were given over, so only that tab's own changes are sent again, never a stale copy of answers
 * given meanwhile in another tab or on another device.
 */
export function keepUnsent(
  store: KeyValueStore,
  token: string,
  section: string,
  answers: unknown,
  over?: { base: unknown; owner: string },
): void {
  try {
    // A section not answered before has no copy on the server: null keeps that in JSON, where undefined would vanish.
    store.setItem(
      keyOf(token, section),
      JSON.stringify(over ? { answers, base: over.base ?? null, owner: over.owner } : { answers }),
    );
  } catch {
    // Storage full or disabled (private mode): the in-memory queue still holds the answers.
  }
}

export function readUnsent(store: KeyValueStore, token: string, section: string): Unsent | null {
  try {
    const raw = store.getItem(keyOf(token, section));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Unsent;
    if (!parsed || typeof parsed !== 'object' || !('answers' in parsed)) return null;
    return 'base' in parsed && typeof parsed.owner === 'string'
      ? { answers: parsed.answers, base: parsed.base, owner: parsed.owner }
      : { answers: parsed.answers };
  } catch {
    return null;
  }
}

/**
 * Forget the kept answers once the server has exactly them; newer answers kept meanwhile stay, now over what was
 * saved. Answers another tab kept are left as they are: that tab alone knows what its answers were given over.
 */
export function clearUnsent(
  store: KeyValueStore,
  token: string,
  section: string,
  saved: unknown,
  owner?: string,
): void {
  try {
    const kept = readUnsent(store, token, section);
    if (!kept || kept.owner !== owner) return;
    if (JSON.stringify(kept.answers) === JSON.stringify(saved)) store.removeItem(keyOf(token, section));
    else if (owner !== undefined) keepUnsent(store, token, section, kept.answers, { base: saved, owner });
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
  {
    wait,
    onWaiting,
    stopped = () => false,
  }: { wait: (ms: number) => Promise<void>; onWaiting?: (attempt: number) => void; stopped?: () => boolean },
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
