import { DomainError } from '@shared/errors';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { registerGatewayKey, removeGatewayKey, removeGatewayKeysOlder } from '../adapters/api-gateway';
import { apiKeyHash } from './api-key-store';

type KeyOwner = {
  emailKey: string;
  sub: string;
  email: string;
  apiKeyHash?: string | undefined;
  apiGatewayKeyId?: string | undefined;
};

// Apart from api-key-store (which every function's handler factory reads keys with), so only the accounts function
// carries the API Gateway client and the right to delete a key reference.
/**
 * A new key replaces the old one in one transaction that holds only while the account still names the key it was
 * read with: the new reference is written, the account records its hash, the old reference goes. Of two
 * regenerations at once, one wins; the other removes what it made and is refused, so no second key keeps working.
 * Then every other reference and gateway key of the account is revoked (what an interrupted replacement left).
 */
export async function replaceApiKey(user: KeyOwner, key: string, at: string): Promise<void> {
  const hash = apiKeyHash(key);
  const gatewayKey = await registerGatewayKey(key, `account-${hash.slice(0, 16)}`, user.sub);
  const outcome = await transactWrite(() =>
    db()
      .transaction.write(({ apiKeyRef, user: users }) => [
        apiKeyRef.create({ keyHash: hash, sub: user.sub, email: user.email, created_at: at }).commit(),
        users
          .patch({ emailKey: user.emailKey })
          .set({
            apiKeyHash: hash,
            apiKeyIssuedAt: at,
            updatedAt: at,
            ...(gatewayKey ? { apiGatewayKeyId: gatewayKey.id } : {}),
          })
          .where((a, op) => (user.apiKeyHash ? op.eq(a.apiKeyHash, user.apiKeyHash) : op.notExists(a.apiKeyHash)))
          .commit(),
        ...(user.apiKeyHash ? [apiKeyRef.delete({ keyHash: user.apiKeyHash }).commit()] : []),
      ])
      .go(),
  );
  if (outcome === 'condition_failed') {
    await removeGatewayKey(gatewayKey?.id);
    throw new DomainError('API_KEY_REGENERATED_ELSEWHERE');
  }
  await removeGatewayKey(user.apiGatewayKeyId);
  await revokeOtherReferences(user, hash);
  if (gatewayKey) await removeGatewayKeysOlder(user.sub, gatewayKey);
}

/** Deletes each of the account's key references the account does not name now (checked in the same transaction). */
async function revokeOtherReferences(user: KeyOwner, current: string): Promise<void> {
  const { data: refs } = await db().entities.apiKeyRef.query.byAccount({ sub: user.sub }).go({ pages: 'all' });
  for (const ref of refs) {
    if (ref.keyHash === current) continue;
    await transactWrite(() =>
      db()
        .transaction.write(({ apiKeyRef, user: users }) => [
          users
            .check({ emailKey: user.emailKey })
            .where((a, op) => op.ne(a.apiKeyHash, ref.keyHash))
            .commit(),
          apiKeyRef.delete({ keyHash: ref.keyHash }).commit(),
        ])
        .go(),
    );
  }
}
