import { defineHandler } from '../../http/handler-factory';

/**
 * The explicit step after every sign-in (docs/architecture.md "Identity and access"): the handler factory opens the
 * caller's account for this route (`opensAccount`: the user and personal workspace on the first call, and a verified
 * guest's work moved to it), so the use case has nothing left to do. Calling it again only reads.
 */
export const openAccount = defineHandler('openAccount', async () => ({ ok: true as const }));
