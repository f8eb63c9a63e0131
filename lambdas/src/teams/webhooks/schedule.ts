import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@shared/webhooks/events';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The waits before each retry, in seconds (docs/webhooks.md "Retries"): the 24-hour schedule, or the one
 * WEBHOOK_RETRY_DELAYS names (comma-separated seconds; the local stack's is minutes long, so a person can watch).
 */
export function retryDelays(env: Env = process.env): number[] {
  const given = env.WEBHOOK_RETRY_DELAYS?.split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return given && given.length > 0 ? given : [...WEBHOOK_RETRY_DELAYS_SECONDS];
}

/** Attempts of one delivery: the first and one per retry (the queue's maxReceiveCount). */
export function maxAttempts(env: Env = process.env): number {
  return retryDelays(env).length + 1;
}
