import type { RouteDef } from '@shared/routes';
import type { UserItem } from '../db/entities/user';
import type { UserActor } from './actor';

/**
 * Who a `user` or `apiKey` request acts as, resolved once by the handler factory before the use case runs
 * (docs/architecture.md "Identity"). The accounts context supplies the resolvers; each function's router hands
 * them to http/ once, so http/ imports no context.
 */
export interface Identity {
  /** The account of a verified token: read, or opened on its first request. Never moves or merges anything. */
  user(actor: UserActor, now: Date): Promise<UserItem>;
  /** The account an API key acts for, or the catalogue's API key errors (and its per-minute limit). */
  apiKey(key: string | undefined, now: Date): Promise<UserActor>;
}

/** Loads the resolvers on the first request that needs them, so a function's cold start does not carry them. */
export type IdentityLoader = () => Promise<Identity>;

let current: IdentityLoader | undefined;

/** Called by contextRouter/streamRouter with the resolvers their function uses. */
export function useIdentity(identity: IdentityLoader | undefined): void {
  if (identity) current = identity;
}

/** The actor and account of a request to a `user` or `apiKey` route; other routes act for nobody. */
export async function resolveIdentity(
  def: RouteDef,
  input: { actor: unknown; headers: Record<string, string>; now: Date },
): Promise<{ actor: unknown; user?: UserItem }> {
  if (def.auth !== 'user' && def.auth !== 'apiKey') return { actor: input.actor };
  if (!current) throw new Error('no identity resolvers: pass them to the context router');
  const identity = await current();
  const actor = def.auth === 'apiKey' ? await identity.apiKey(input.headers['x-api-key'], input.now) : input.actor;
  return { actor, user: await identity.user(actor as UserActor, input.now) };
}
