import { defineHandler } from '../../http/handler-factory';
import { claimReferral as claim } from '../referrals';

/** A new account claims the referral link it followed before signing up (the web sends the stored code once). */
export const claimReferral = defineHandler('claimReferral', async ({ body, now, user }) =>
  claim({ user, code: body.code, now }),
);
