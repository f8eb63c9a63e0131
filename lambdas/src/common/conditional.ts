import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { DomainError, type ErrorCode } from '@shared/errors';

interface AwsLikeError {
  name?: string;
  message?: string;
  cause?: unknown;
  CancellationReasons?: { Code?: string }[];
}

function chain(err: unknown): AwsLikeError[] {
  const out: AwsLikeError[] = [];
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    out.push(cur as AwsLikeError);
    cur = (cur as AwsLikeError).cause;
  }
  return out;
}

/**
 * True only when DynamoDB refused a write because one of its conditions did not hold (the record
 * already exists, the status moved on). A transaction cancelled for a conflict or throttling is not
 * a condition failure: it is retried by `withTransactionRetry`.
 */
export function isConditionFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    if (e.name === 'ConditionalCheckFailedException') return true;
    if (e.name === 'TransactionCanceledException')
      return (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
    return false;
  });
}

/** A transaction cancelled for a reason worth retrying (a concurrent transaction on the same item, throttling). */
export function isTransientTransactionFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    if (
      e.name === 'TransactionConflictException' ||
      e.name === 'ThrottlingException' ||
      e.name === 'ProvisionedThroughputExceededException'
    )
      return true;
    if (e.name !== 'TransactionCanceledException') return false;
    const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    return (
      !codes.includes('ConditionalCheckFailed') &&
      codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded')
    );
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run a write, retrying transient transaction failures with jittered backoff, so two respondents
 * finishing at once both get recorded.
 */
export async function withTransactionRetry<T>(
  write: () => Promise<T>,
  attempts = WRITE_RETRY_ATTEMPTS + 1,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (i >= attempts || !isTransientTransactionFailure(err)) throw err;
      await sleep(Math.random() * 25 * 2 ** i);
    }
  }
}

/**
 * The `updated_at` of a write guarded by the record's previous one: now, or a millisecond past the previous value
 * when two writes share a millisecond, so the guard of the next write still tells them apart.
 */
export function nextUpdatedAt(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/** What an attempt of `retryOnRace` returns when the record changed since it was read. */
export const RACE_LOST: unique symbol = Symbol('race lost');
export type RaceLost = typeof RACE_LOST;

/**
 * Optimistic concurrency, one way for every read-modify-write: `attempt` reads the record, decides, and writes
 * conditional on what it read; when another request wrote in between it returns RACE_LOST and runs again on a
 * fresh read. After `attempts` lost races in a row the request fails (`exhausted`, by default a 500 'INTERNAL'),
 * having written nothing. Errors, conditions that mean something else (a duplicate, a status that moved on) included, pass through.
 */
export async function retryOnRace<T>(
  attempt: (n: number) => Promise<T | RaceLost>,
  { attempts = WRITE_RETRY_ATTEMPTS, exhausted = 'INTERNAL' }: { attempts?: number; exhausted?: ErrorCode } = {},
): Promise<T> {
  for (let n = 0; n < attempts; n++) {
    const result = await attempt(n);
    if (result !== RACE_LOST) return result;
  }
  throw new DomainError(exhausted);
}

/** The write's result, or RACE_LOST when DynamoDB refused it for a condition: the guard on the record as read. */
export async function unlessRaceLost<T>(write: Promise<T>): Promise<T | RaceLost> {
  try {
    return await write;
  } catch (err) {
    if (isConditionFailure(err)) return RACE_LOST;
    throw err;
  }
}
