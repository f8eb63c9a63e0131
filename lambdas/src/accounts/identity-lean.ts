import type { Identity } from '../http/identity';
import { apiKeyActor } from './api-key-store';
import { leaveGuestWorkToSweep, openAccount } from './account-opening';

/**
 * The resolvers of functions that neither carry nor need the guest move's grants (sections, toolbox): the same
 * account, opened the same way, with a verified guest's work moved by the sweep instead.
 */
export const leanAccountIdentity: Identity = {
  user: (actor, now) => openAccount(actor, now, leaveGuestWorkToSweep),
  apiKey: apiKeyActor,
};
