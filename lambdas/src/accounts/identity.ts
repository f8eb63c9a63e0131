import type { Identity } from '../http/identity';
import { apiKeyActor } from './api-key-store';
import { leaveGuestWorkToSweep, openAccount } from './account-opening';

/**
 * The account resolvers a function's router loads on the first request that needs them (http/identity.ts), for
 * functions that neither carry nor need the guest move's grants (sections, toolbox): the account opened the same
 * way, with a verified guest's work moved by the sweep instead. The others use assessments/identity.ts.
 */
export const leanAccountIdentity: Identity = {
  user: (actor, now) => openAccount(actor, now, leaveGuestWorkToSweep),
  apiKey: apiKeyActor,
};
