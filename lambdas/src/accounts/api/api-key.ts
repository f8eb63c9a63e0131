import { generateApiKey } from '@shared/accounts/api-key';
import { defineHandler } from '../../http/handler-factory';
import { replaceApiKey } from '../api-key-replace';

export const getApiKey = defineHandler('getApiKey', async ({ user }) => {
  return { exists: !!user.apiKeyHash, issuedAt: user.apiKeyIssuedAt ?? null };
});

/** Create or regenerate: the old key stops working at once (irreversible; spec part 1 §2). The key is in this answer only. */
export const createApiKey = defineHandler(
  'createApiKey',
  async ({ now, user, sourceIp, userAgent }) => {
    const key = generateApiKey(now);
    await replaceApiKey(user, key, { sourceIp, userAgent }, now);
    return { key, issuedAt: now.toISOString() };
  },
  { status: 201 },
);
