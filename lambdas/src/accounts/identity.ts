import type { Identity } from '../http/identity';
import { apiKeyActor } from './api-key-store';
import { readAccount } from './account-opening';

/**
 * The account resolvers a function's router loads on the first request that needs them (http/identity.ts), for
 * functions that neither open accounts nor carry the guest move's grants (sections, toolbox): the account is only
 * read. The accounts function, which serves openAccount, uses assessments/identity.ts.
 */
export const leanAccountIdentity: Identity = {
  user: (actor) => readAccount(actor),
  apiKey: apiKeyActor,
};
