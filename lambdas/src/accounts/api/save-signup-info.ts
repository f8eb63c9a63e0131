import { defineHandler } from '../../http/handler-factory';
import { saveInfoStep } from '../sign-up-steps';

/** Sign-up step "info" (spec part 1 §2). Re-saving is harmless; the step only ever moves forward. */
export const saveSignupInfo = defineHandler('saveSignupInfo', async ({ body, now, user }) =>
  saveInfoStep({ user, info: body, now }),
);
