import { generateApiKey } from '@shared/accounts/api-key';
import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../repo';
import { replaceApiKey } from '../api-key-replace';

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
    await replaceApiKey(user, key, at);
    return { key, issuedAt: at };
  },
  { status: 201 },
);
