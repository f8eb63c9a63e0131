import { createHash } from 'node:crypto';
import { generateApiKey } from '@shared/accounts/api-key';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../repo';

/** Keys are kept only as their SHA-256 (spec part 2 §6): a 190-bit random secret needs no slow hash. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export const getApiKey = defineHandler('getApiKey', async ({ actor, now }) => {
  const user = await loadOrCreateUser(actor, now);
  return { exists: !!user.apiKeyHash, issuedAt: user.apiKeyIssuedAt ?? null };
});

/** Create or regenerate: the old key stops working at once (irreversible; spec part 1 §2). The key is in this answer only. */
export const createApiKey = defineHandler(
  'createApiKey',
  async ({ actor, now }) => {
    const user = await loadOrCreateUser(actor, now);
    const key = generateApiKey(now);
    const at = now.toISOString();
    await db()
      .entities.user.patch({ emailKey: user.emailKey })
      .set({ apiKeyHash: apiKeyHash(key), apiKeyIssuedAt: at, updatedAt: at })
      .go();
    return { key, issuedAt: at };
  },
  { status: 201 },
);
