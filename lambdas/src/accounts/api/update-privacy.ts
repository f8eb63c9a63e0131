import { defineHandler } from '../../http/handler-factory';
import { savePrivacySettings } from '../privacy-settings';

/** My account, privacy: marketing consent and how long respondents are kept (privacy-settings.ts). */
export const updatePrivacy = defineHandler('updatePrivacy', async ({ body, now, user }) =>
  savePrivacySettings({ user, settings: body, now }),
);
