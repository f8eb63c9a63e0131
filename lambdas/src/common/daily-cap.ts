import { db } from '../db/service';
import { isConditionFailure } from './conditional';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const expiry = (now: Date) => Math.floor(now.getTime() / 1000) + 2 * 86400;

/**
 * The budget scope of one client address under a prefix (`<prefix>#ip#<address>`). Requests whose address is not
 * known (no API Gateway source IP) share one scope, so they are bounded together rather than not at all.
 */
export function ipScope(prefix: string, sourceIp: string): string {
  return `${prefix}#ip#${sourceIp || 'unknown'}`;
}

/**
 * Counts one event against a daily cap for a scope (UTC day); false, and nothing counted, once the cap is
 * reached. The ADD is conditional, so concurrent senders cannot exceed it.
 */
export async function withinDailyCap(scope: string, cap: number, now: Date): Promise<boolean> {
  return reserveDailyCap(scope, cap, 1, now);
}

/**
 * Counts one event against a cap for a calendar month (UTC), like `withinDailyCap`: the rewards a referrer may
 * earn in a month. The counter is kept a little over a month.
 */
export async function withinMonthlyCap(scope: string, cap: number, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: now.toISOString().slice(0, 7) })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(now.getTime() / 1000) + 32 * 86400 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, cap)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Reserves `n` events of a daily cap at once (a batch of invitations): all of them, or none when they do not
 * fit, in one conditional ADD, so a batch never half-passes and concurrent batches cannot exceed the cap.
 */
export async function reserveDailyCap(scope: string, cap: number, n: number, now: Date): Promise<boolean> {
  if (n <= 0) return true;
  if (n > cap) return false;
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: dayOf(now) })
      .add({ count: n })
      .set({ expiresAt: expiry(now) })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lte(a.count, cap - n)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Gives back `n` reserved events (a later budget of the same request refused it, so nothing was sent). */
export async function releaseDailyCap(scope: string, n: number, now: Date): Promise<void> {
  if (n <= 0) return;
  await db()
    .entities.dailyCounter.update({ scope, day: dayOf(now) })
    .add({ count: -n })
    .where((a, op) => op.gte(a.count, n))
    .go()
    .catch((err: unknown) => {
      if (!isConditionFailure(err)) throw err;
    });
}

/**
 * Reserves `n` events in each of several budgets (per account, per address, deployment-wide): all or none.
 * Returns the scope that refused, or null when every budget had room.
 */
export async function reserveBudgets(
  budgets: { scope: string; cap: number }[],
  n: number,
  now: Date,
): Promise<string | null> {
  const taken: string[] = [];
  for (const b of budgets) {
    if (await reserveDailyCap(b.scope, b.cap, n, now)) {
      taken.push(b.scope);
      continue;
    }
    await Promise.all(taken.map((scope) => releaseDailyCap(scope, n, now)));
    return b.scope;
  }
  return null;
}
