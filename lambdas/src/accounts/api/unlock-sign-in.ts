import { defineHandler } from '../../http/handler-factory';
import { openUnlockLink } from '../pin/unlock';

/**
 * The unlock link mailed to an address's owner during a sign-in back-off (docs/auth.md "Guessing"): the browser that
 * opens it becomes known to the address, as after a right PIN, and signs in without waiting. It works once.
 */
export const unlockSignIn = defineHandler('unlockSignIn', async ({ body, now }) => {
  await openUnlockLink({ token: body.token, device: body.device, now });
  return { ok: true as const };
});
