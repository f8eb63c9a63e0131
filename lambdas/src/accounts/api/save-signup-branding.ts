import { defineHandler } from '../../http/handler-factory';
import { saveBrandingStep } from '../sign-up-steps';

/** Sign-up step "branding" (spec part 1 §2): accent colour and an uploaded logo; finishes onboarding. */
export const saveSignupBranding = defineHandler('saveSignupBranding', async ({ body, now, user }) => {
  return saveBrandingStep({ user, color: body.color, logoKey: body.logoKey, now });
});
