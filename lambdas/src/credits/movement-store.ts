import type { EntityItem } from 'electrodb';
import { db } from '../db/service';
import type { CreditMovementEntity } from '../db/entities/quota-history';

/** One movement of a quota's history as stored (quota_history, spec part 1 §3). */
export type MovementRow = EntityItem<typeof CreditMovementEntity>;

/** Whether a quota's history holds a movement only real use or real money makes: a credit spent, a purchase, a plan. */
export async function hasRealUseMovement(creditBalanceKey: string): Promise<boolean> {
  const { data } = await db()
    .entities.quotaHistory.query.byQuota({ quotaKey: creditBalanceKey })
    .where((a, { eq }) => `${eq(a.type, 'withdraw')} OR ${eq(a.type, 'purchase')} OR ${eq(a.type, 'subscription')}`)
    .go({ pages: 'all', attributes: ['eventId'] });
  return data.length > 0;
}

/** Every movement of a quota's history. */
export async function movementsOf(creditBalanceKey: string): Promise<MovementRow[]> {
  const { data } = await db().entities.quotaHistory.query.byQuota({ quotaKey: creditBalanceKey }).go({ pages: 'all' });
  return data;
}

/** Stores a copy of a movement under its own event; one copied already is left as it is. */
export async function copyMovement(row: MovementRow): Promise<void> {
  try {
    await db().entities.quotaHistory.create(row).go();
  } catch {
    // Copied already.
  }
}
