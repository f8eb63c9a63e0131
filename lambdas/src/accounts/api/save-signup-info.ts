import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { personalTeamId, profileOf } from '../repo';
import { requestFirstAssessment } from '../onboarding-request';

/** Sign-up step "info" (spec part 1 §2). Re-saving is harmless; the step only ever moves forward. */
export const saveSignupInfo = defineHandler('saveSignupInfo', async ({ body, now, user }) => {
  // The first assessment is generated for the organization type (spec part 1 §2 My Assessments): it needs one.
  if (body.autoGenerateForm && !body.typeOfOrg) throw new DomainError('ORGANIZATION_TYPE_REQUIRED');
  const signingUp = user.onboardingStep !== 'done';
  const at = now.toISOString();
  const displayName = `${body.firstName} ${body.lastName}`.trim();
  const updated = await db()
    .entities.user.patch({ emailKey: user.emailKey })
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      displayName,
      companyName: body.companyName,
      jobTitle: body.jopTitle,
      hiresPerYear: body.hiresPerYears,
      typeOfOrg: body.typeOfOrg,
      lang: body.language,
      sendFreeStuff: body.sendFreeStuff,
      // spec part 1 §2: a new employer gets the create tour on My Assessments, once.
      ...(signingUp ? { autoGenerateForm: body.autoGenerateForm, guidedTourCreateEnabled: true } : {}),
      acceptedTermsAt: user.acceptedTermsAt ?? at,
      onboardingStep: user.onboardingStep === 'done' ? 'done' : 'branding',
      updatedAt: at,
    })
    .go({ response: 'all_new' });
  await db()
    .entities.team.patch({ teamId: personalTeamId(user.sub) })
    .set({ companyName: body.companyName, typeOfOrg: body.typeOfOrg, updatedAt: at })
    .go();
  // Only during sign-up: saving the details later never asks for another first assessment.
  if (signingUp) await requestFirstAssessment(user, body.autoGenerateForm, now);
  return profileOf(updated.data as typeof user);
});
