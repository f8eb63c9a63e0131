import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../lambdas/src/db/service';

/**
 * The table's store builds each entity on first use (lambdas/src/db/service.ts): a transaction may be a fresh
 * process's first call, and its results are matched to the entities it names, against DynamoDB Local.
 */
describe('db(): entities built when first used, against the table', () => {
  const now = new Date().toISOString();
  const creditBalance = (key: string) => ({ key, creator: 'test', owner: 'test', created_at: now, updated_at: now });

  it("a fresh store's first call can be a transaction, and its writes land", async () => {
    const key = `user:${randomUUID()}`;
    const result = await createDb()
      .transaction.write(({ quota: q }) => [q.create(creditBalance(key)).commit()])
      .go();
    expect(result.canceled).toBe(false);
    const read = await createDb().entities.quota.get({ key }).go();
    expect(read.data?.key).toBe(key);
  });

  it('a cancelled transaction reports which of its items refused', async () => {
    const key = `user:${randomUUID()}`;
    const store = createDb();
    await store.entities.quota.create(creditBalance(key)).go();
    const fresh = `user:${randomUUID()}`;
    const result = await createDb()
      .transaction.write(({ quota: q }) => [
        q.create(creditBalance(fresh)).commit(),
        q.create(creditBalance(key)).commit(),
      ])
      .go();
    expect(result.canceled).toBe(true);
    expect(result.data.map((d) => [d.rejected, d.code])).toEqual([
      [false, 'None'],
      [true, 'ConditionalCheckFailed'],
    ]);
  });
});
