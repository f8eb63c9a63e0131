import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser, personalTeamId, toProfile } from '../repo';

/** Sign-up step "branding" (spec part 1 §2): accent colour and logo; finishes onboarding. */
export const saveSignupBranding = defineHandler('saveSignupBranding', async ({ actor, body, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const at = now.toISOString();
  const updated = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ color: body.color, companyLogoUrl: body.companyLogoUrl, onboardingStep: 'done', updatedAt: at })
    .go({ response: 'all_new' });
  await db().entities.team.patch({ teamId: personalTeamId(user.sub) }).set({ color: body.color, companyLogoUrl: body.companyLogoUrl, updatedAt: at }).go();
  return toProfile(updated.data as typeof user);
});
