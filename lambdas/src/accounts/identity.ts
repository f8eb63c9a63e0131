import type { Identity } from '../http/identity';
import { apiKeyActor } from './api-key-store';
import { openAccount } from './account-opening';

/**
 * The resolvers every function's router hands to the handler factory (http/identity.ts): the signed-in account,
 * opened on its first request, with a verified guest's work moved then (guest-merge.ts, loaded only for that).
 */
export const accountIdentity: Identity = {
  user: (actor, now) =>
    openAccount(actor, now, (user, at) => import('./guest-merge').then((m) => m.mergeGuestInto(user, at))),
  apiKey: apiKeyActor,
};
