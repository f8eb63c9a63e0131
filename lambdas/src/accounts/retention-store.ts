import type { EntityItem } from 'electrodb';
import type { RetentionPolicyEntity } from '../db/entities/retention-policy';
import { unlessRaceLost } from '../common/conditional';
import { db } from '../db/service';

export type RetentionPolicyItem = EntityItem<typeof RetentionPolicyEntity>;

/** The account's retention period written, due for the sweep at `due`; or removed (null months). */
export async function writeRetentionPolicy(
  owner: { emailKey: string; email: string },
  months: number | null,
  due: string,
  at: string,
): Promise<void> {
  if (months === null) {
    await db().entities.retentionPolicy.delete({ emailKey: owner.emailKey }).go();
    return;
  }
  await db()
    .entities.retentionPolicy.put({
      emailKey: owner.emailKey,
      email: owner.email,
      months,
      updatedAt: at,
      sweep_shard: 'retention',
      sweep_due: due,
    })
    .go();
}

/** Up to `limit` retention periods whose sweep is due by `now`, oldest first. */
export async function dueRetentionPolicies(now: Date, limit: number): Promise<RetentionPolicyItem[]> {
  const { data } = await db()
    .entities.retentionPolicy.query.byDue({ sweep_shard: 'retention' })
    .lte({ sweep_due: now.toISOString() })
    .go({ limit });
  return data;
}

/** The policy looked at again at `due`, unless it was changed or removed since it was read. */
export async function deferRetentionPolicy(policy: RetentionPolicyItem, due: string): Promise<void> {
  await unlessRaceLost(
    db()
      .entities.retentionPolicy.patch({ emailKey: policy.emailKey })
      .set({ sweep_shard: 'retention', sweep_due: due })
      .where((a, op) => op.eq(a.updatedAt, policy.updatedAt))
      .go(),
  );
}
