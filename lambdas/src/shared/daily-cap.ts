import { db } from '../db/service';
import { isConditionFailure } from './conditional';

/** The UTC day (`2026-11-26`) or month (`2026-11`) a count belongs to, and how long its counter is kept. */
const PERIODS = {
  day: { of: (now: Date) => now.toISOString().slice(0, 10), keepSeconds: 2 * 86400 },
  month: { of: (now: Date) => now.toISOString().slice(0, 7), keepSeconds: 32 * 86400 },
} as const;
type Period = keyof typeof PERIODS;

async function withinCap(scope: string, cap: number, period: Period, now: Date): Promise<boolean> {
  const p = PERIODS[period];
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: p.of(now) })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(now.getTime() / 1000) + p.keepSeconds })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, cap)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Counts one event against a daily cap for a scope (UTC day); false, and nothing counted, once the cap is
 * reached. The ADD is conditional, so concurrent senders cannot exceed it.
 */
export async function withinDailyCap(scope: string, cap: number, now: Date): Promise<boolean> {
  return withinCap(scope, cap, 'day', now);
}

/** The same for a calendar month (UTC): rewards a referrer may earn in a month. */
export async function withinMonthlyCap(scope: string, cap: number, now: Date): Promise<boolean> {
  return withinCap(scope, cap, 'month', now);
}

/**
 * Gives back one event counted today by `withinDailyCap`, when a later budget of the same request refused it (so a
 * refused request spends none of the earlier budgets). Never below zero.
 */
export async function releaseDailyCap(scope: string, now: Date): Promise<void> {
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: PERIODS.day.of(now) })
      .add({ count: -1 })
      .where((a, op) => op.gt(a.count, 0))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}
