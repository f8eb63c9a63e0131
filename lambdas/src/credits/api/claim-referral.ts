import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { claimReferral as claim } from '../referrals';

/** A new account claims the referral link it followed before signing up (the web sends the stored code once). */
export const claimReferral = defineHandler('claimReferral', async ({ actor, body, now }) =>
  claim(await loadOrCreateUser(actor, now), body.code, now),
);
