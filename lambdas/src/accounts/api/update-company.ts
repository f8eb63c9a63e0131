import { defineHandler } from '../../http/handler-factory';
import { saveCompany } from '../profile-settings';

/**
 * My account, company and branding tab: the user's company, colour and logo, which the personal workspace
 * and its candidate-facing pages show (a shared team has its own, spec part 1 §6).
 */
export const updateCompany = defineHandler('updateCompany', async ({ body, now, user }) => {
  const { companyName, typeOfOrg, color, logoKey, missionAndVision } = body;
  return saveCompany({ user, companyName, typeOfOrg, color, logoKey, missionAndVision, now });
});
