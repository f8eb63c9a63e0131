import type { Context, RouteDef } from '@shared/routes';
import type { UserItem } from '../db/entities/user';
import type { UserActor } from './actor';

/**
 * Who a `user` or `apiKey` request acts as, resolved once by the handler factory before the use case runs
 * (docs/architecture.md "Identity"). The accounts context supplies the resolvers; each function's router hands
 * them to http/ once, so http/ imports no context.
 */
export interface Identity {
  /** The account of a verified token, only read: ACCOUNT_NOT_OPEN until `open` has opened it. Never writes. */
  user(actor: UserActor, now: Date): Promise<UserItem>;
  /**
   * Opens the account of a verified token, or reads it when it is open: the explicit step after sign-in, served only
   * for the route that `opensAccount` (absent in functions without that route).
   */
  open?(actor: UserActor, now: Date): Promise<UserItem>;
  /** The account an API key acts for, or the catalogue's API key errors (and its per-minute limit). */
  apiKey(key: string | undefined, now: Date): Promise<UserActor>;
}

/** Loads the resolvers on the first request that needs them, so a function's cold start does not carry them. */
export type IdentityLoader = () => Promise<Identity>;

/**
 * The resolvers of each context's routes. A Lambda serves one context; the local API server runs every context in
 * one process, where each keeps its own (only the accounts function's open accounts).
 */
const byContext = new Map<Context, IdentityLoader>();

/** Called by contextRouter/streamRouter with the resolvers their function uses. */
export function useIdentity(context: Context, identity: IdentityLoader | undefined): void {
  if (identity) byContext.set(context, identity);
}

/** The actor and account of a request to a `user` or `apiKey` route; other routes act for nobody. */
export async function resolveIdentity(
  def: RouteDef,
  input: { actor: unknown; headers: Record<string, string>; now: Date },
): Promise<{ actor: unknown; user?: UserItem }> {
  if (def.auth !== 'user' && def.auth !== 'apiKey') return { actor: input.actor };
  const load = byContext.get(def.context);
  if (!load) throw new Error(`no identity resolvers for ${def.context}: pass them to the context router`);
  const identity = await load();
  const actor = def.auth === 'apiKey' ? await identity.apiKey(input.headers['x-api-key'], input.now) : input.actor;
  if (def.opensAccount) {
    if (!identity.open) throw new Error('this function does not open accounts: serve the route with identity.open');
    return { actor, user: await identity.open(actor as UserActor, input.now) };
  }
  return { actor, user: await identity.user(actor as UserActor, input.now) };
}
