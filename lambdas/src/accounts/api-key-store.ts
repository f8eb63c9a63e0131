import { createHash } from 'node:crypto';
import { isApiKey } from '@shared/accounts/api-key';
import { emailKey } from '@shared/accounts/email';
import { API_RATE_LIMIT_PER_MINUTE } from '@shared/constants/limits';
import { DomainError } from '@shared/errors';
import { db } from '../db/service';
import { isConditionFailure } from '../common/conditional';
import type { UserActor } from '../http/actor';

/** Keys are kept only as their SHA-256 (spec part 2 §6): a 190-bit random secret needs no slow hash. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The account an API key acts for: found by the key's hash and named by that account as its current key, or
 * 'Invalid API key' (401). Each key may make
 * API_RATE_LIMIT_PER_MINUTE calls a minute (a conditional counter, so parallel calls cannot exceed it); over it,
 * 429 until the next minute. The same limit holds on AWS, where API Gateway's usage plan throttles first.
 */
export async function apiKeyActor(key: string | undefined, now: Date): Promise<UserActor> {
  // A key not of the issued form costs no read (a script guessing keys).
  if (!key || !isApiKey(key)) throw new DomainError('API_KEY_INVALID');
  const hash = apiKeyHash(key);
  const ref = (await db().entities.apiKeyRef.get({ keyHash: hash }).go()).data;
  if (!ref) throw new DomainError('API_KEY_INVALID');
  // Only the key the account names now acts for it: a reference some interrupted replacement left behind does not.
  const owner = (
    await db()
      .entities.user.get({ emailKey: emailKey(ref.email) })
      .go({ consistent: true })
  ).data;
  if (!owner || owner.sub !== ref.sub || owner.apiKeyHash !== hash) throw new DomainError('API_KEY_INVALID');
  if (!(await withinMinute(`api#${hash.slice(0, 32)}`, now))) throw new DomainError('API_RATE_LIMITED');
  return { kind: 'user', sub: ref.sub, email: ref.email, method: 'email' };
}

async function withinMinute(scope: string, now: Date): Promise<boolean> {
  try {
    await db()
      .entities.dailyCounter.update({ scope, day: now.toISOString().slice(0, 16) })
      .add({ count: 1 })
      .set({ expiresAt: Math.floor(now.getTime() / 1000) + 120 })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, API_RATE_LIMIT_PER_MINUTE)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
