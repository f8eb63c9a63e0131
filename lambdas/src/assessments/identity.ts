import type { Identity } from '../http/identity';
import { apiKeyActor, mergeGuestInto, openAccount, provideGuestWorkMover, readAccount } from '../accounts';
import { moveGuestWork } from './guest-work';

// A verified guest's assessments, memberships and credits move with it when its account opens or links
// (accounts/guest-merge.ts asks for their move; accounts/ imports no context above it).
provideGuestWorkMover(moveGuestWork);

/**
 * The account resolvers a function's router loads on the first request that needs them (http/identity.ts): the
 * signed-in account, only read, or the API key's; and opening it (the openAccount route), with a verified guest's
 * work moved then.
 */
export const accountIdentity: Identity = {
  user: (actor) => readAccount(actor),
  open: (actor, now) => openAccount(actor, now, mergeGuestInto),
  apiKey: apiKeyActor,
};
