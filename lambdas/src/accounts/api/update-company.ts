import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId, profileOf } from '../repo';
import { assertUsableLogo } from '../logo';

/**
 * My account, company and branding tab: the user's company, colour and logo, which the personal workspace
 * and its candidate-facing pages show (a shared team has its own, spec part 1 §6).
 */
export const updateCompany = defineHandler('updateCompany', async ({ body, now, user }) => {
  await assertUsableLogo(body.logoKey, user.sub);
  const at = now.toISOString();
  const fields = {
    companyName: body.companyName,
    typeOfOrg: body.typeOfOrg,
    color: body.color,
    logoKey: body.logoKey,
    companyLogoUrl: '',
    updatedAt: at,
  };
  const { data } = await db().entities.user.patch({ emailKey: user.emailKey }).set(fields).go({ response: 'all_new' });
  await db()
    .entities.team.patch({ teamId: personalTeamId(user.sub) })
    .set(fields)
    .go();
  return profileOf(data as typeof user);
});
