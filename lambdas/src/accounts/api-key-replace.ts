import { db } from '../db/service';
import { registerGatewayKey, removeGatewayKey } from '../adapters/api-gateway';
import { apiKeyHash } from './api-key-store';

// Apart from api-key-store (which every function's handler factory reads keys with), so only the accounts function
// carries the API Gateway client and the right to delete a key reference.
/** A new key replaces the old one: the new reference is written, the user records its hash, the old reference goes. */
export async function replaceApiKey(
  user: { emailKey: string; sub: string; email: string; apiKeyHash?: string | undefined; apiGatewayKeyId?: string | undefined },
  key: string,
  at: string,
): Promise<void> {
  const hash = apiKeyHash(key);
  const gatewayKeyId = await registerGatewayKey(key, `account-${hash.slice(0, 16)}`);
  await db().entities.apiKeyRef.create({ keyHash: hash, sub: user.sub, email: user.email, created_at: at }).go();
  await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ apiKeyHash: hash, apiKeyIssuedAt: at, updatedAt: at, ...(gatewayKeyId ? { apiGatewayKeyId: gatewayKeyId } : {}) })
    .go();
  if (user.apiKeyHash && user.apiKeyHash !== hash) await db().entities.apiKeyRef.delete({ keyHash: user.apiKeyHash }).go();
  await removeGatewayKey(user.apiGatewayKeyId);
}
