import { db } from '../../db/service';
import { isConditionFailure } from '../../common/conditional';

/** The account stored under an e-mail key, read consistently (only its language is needed; null without one). */
export async function loadAccountLang(key: string): Promise<{ lang?: string } | null> {
  return (await db().entities.user.get({ emailKey: key }).go({ consistent: true })).data ?? null;
}

/** Stores an unlock link's token (its hash) for an address until it expires. */
export async function saveUnlockToken(tokenHash: string, key: string, expiresAt: number): Promise<void> {
  await db().entities.signInUnlock.put({ tokenHash, emailKey: key, expiresAt }).go();
}

/** Uses an unlock token up while it is unexpired (a conditional delete); the address it was for, or undefined. */
export async function useUnlockToken(tokenHash: string, nowSeconds: number): Promise<string | undefined> {
  try {
    const res = await db()
      .entities.signInUnlock.delete({ tokenHash })
      .where((a, op) => op.gt(a.expiresAt, nowSeconds))
      .go({ response: 'all_old' });
    return res.data?.emailKey;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return undefined;
  }
}
