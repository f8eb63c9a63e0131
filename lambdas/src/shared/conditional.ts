import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';

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
    if (e.name === 'TransactionCanceledException') return (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
    return false;
  });
}

/** A transaction cancelled for a reason worth retrying (a concurrent transaction on the same item, throttling). */
export function isTransientTransactionFailure(err: unknown): boolean {
  return chain(err).some((e) => {
    if (e.name === 'TransactionConflictException' || e.name === 'ThrottlingException' || e.name === 'ProvisionedThroughputExceededException') return true;
    if (e.name !== 'TransactionCanceledException') return false;
    const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
    return !codes.includes('ConditionalCheckFailed') && codes.some((c) => c === 'TransactionConflict' || c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Run a write, retrying transient transaction failures with jittered backoff, so two respondents
 * finishing at once both get recorded.
 */
export async function withTransactionRetry<T>(write: () => Promise<T>, attempts = WRITE_RETRY_ATTEMPTS + 1): Promise<T> {
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
