import { db } from '../db/service';
import { isConditionFailure } from './conditional';

/**
 * Counts one event against a daily cap for a scope (UTC day); false, and nothing counted, once the cap is
 * reached. The ADD is conditional, so concurrent senders cannot exceed it.
 */
export async function withinDailyCap(scope: string, cap: number, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: now.toISOString().slice(0, 10) })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(now.getTime() / 1000) + 2 * 86400 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, cap)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
