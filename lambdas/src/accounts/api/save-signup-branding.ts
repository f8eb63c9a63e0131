import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId, profileOf } from '../repo';
import { assertUsableLogo } from '../logo';

/** Sign-up step "branding" (spec part 1 §2): accent colour and an uploaded logo; finishes onboarding. */
export const saveSignupBranding = defineHandler('saveSignupBranding', async ({ body, now, user }) => {
  await assertUsableLogo(body.logoKey, user.sub);
  const at = now.toISOString();
  const updated = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({ color: body.color, logoKey: body.logoKey, companyLogoUrl: '', onboardingStep: 'done', updatedAt: at })
    .go({ response: 'all_new' });
  await db()
    .entities.team.patch({ teamId: personalTeamId(user.sub) })
    .set({ color: body.color, logoKey: body.logoKey, companyLogoUrl: '', updatedAt: at })
    .go();
  return profileOf(updated.data as typeof user);
});
