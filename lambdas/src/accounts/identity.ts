import type { Identity } from '../http/identity';
import { apiKeyActor } from './api-key-store';
import { readAccount } from './account-opening';

/**
 * The account resolvers a function's router loads on the first request that needs them (http/identity.ts), for
 * every function but accounts: the account is only read, so they carry neither the opening nor the guest move (nor
 * its grants). The accounts function, which serves openAccount, uses assessments/identity.ts.
 */
export const leanAccountIdentity: Identity = {
  user: (actor) => readAccount(actor),
  apiKey: apiKeyActor,
};
