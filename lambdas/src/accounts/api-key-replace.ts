import { DomainError } from '@shared/errors';
import { registerGatewayKey, removeGatewayKey, removeGatewayKeysOlder } from '../adapters/api-gateway';
import type { AuditRequest } from '../db/audit';
import { personalTeamId } from './account-opening';
import { apiKeyHash } from './api-key-store';
import { keyRefsOf, revokeKeyRef, swapApiKey } from './api-key-ref-store';

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
export async function replaceApiKey(user: KeyOwner, key: string, request: AuditRequest, now: Date): Promise<void> {
  const at = now.toISOString();
  const hash = apiKeyHash(key);
  const gatewayKey = await registerGatewayKey(key, `account-${hash.slice(0, 16)}`, user.sub);
  const outcome = await swapApiKey({
    owner: user,
    previousHash: user.apiKeyHash,
    hash,
    gatewayKey,
    at,
    // The key is the account's: its event goes to the personal workspace, naming the key by its hash's start only.
    audit: {
      teamId: personalTeamId(user.sub),
      action: 'api_key_changed',
      actor: user.sub,
      target: { type: 'api_key', id: hash.slice(0, 16) },
      detail: user.apiKeyHash ? 'regenerated' : 'created',
      request,
      now,
    },
  });
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
  for (const keyHash of await keyRefsOf(user.sub)) {
    if (keyHash === current) continue;
    await revokeKeyRef(user.emailKey, keyHash);
  }
}
