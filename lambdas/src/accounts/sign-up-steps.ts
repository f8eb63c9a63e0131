import type { SignUpInfo } from '@shared/accounts/sign-up';
import { DomainError } from '@shared/errors';
import type { Profile } from '@shared/routes';
import { profileOf, setPersonalTeamFields, updateUser, type UserItem } from './repo';
import { publishLogo } from './logo';
import { requestFirstAssessment } from './onboarding-request';

/** Sign-up step "info" (spec part 1 §2). Re-saving is harmless; the step only ever moves forward. */
export async function saveInfoStep({
  user,
  info,
  now,
}: {
  user: UserItem;
  info: SignUpInfo;
  now: Date;
}): Promise<Profile> {
  // The first assessment is generated for the organization type (spec part 1 §2 My Assessments): it needs one.
  if (info.autoGenerateForm && !info.typeOfOrg) throw new DomainError('ORGANIZATION_TYPE_REQUIRED');
  const signingUp = user.onboardingStep !== 'done';
  const at = now.toISOString();
  const displayName = `${info.firstName} ${info.lastName}`.trim();
  const updated = await updateUser(user.emailKey, {
    firstName: info.firstName,
    lastName: info.lastName,
    displayName,
    companyName: info.companyName,
    jobTitle: info.jopTitle,
    hiresPerYear: info.hiresPerYears,
    typeOfOrg: info.typeOfOrg,
    lang: info.language,
    sendFreeStuff: info.sendFreeStuff,
    // spec part 1 §2: a new employer gets the create tour on My Assessments, once.
    ...(signingUp ? { autoGenerateForm: info.autoGenerateForm, guidedTourCreateEnabled: true } : {}),
    acceptedTermsAt: user.acceptedTermsAt ?? at,
    onboardingStep: user.onboardingStep === 'done' ? 'done' : 'branding',
    updatedAt: at,
  });
  await setPersonalTeamFields(user.sub, { companyName: info.companyName, typeOfOrg: info.typeOfOrg, updatedAt: at });
  // Only during sign-up: saving the details later never asks for another first assessment.
  if (signingUp) await requestFirstAssessment(user, info.autoGenerateForm, now);
  return profileOf(updated);
}

let seedSample: ((user: UserItem, now: Date) => Promise<unknown>) | null = null;

/**
 * The sample assessment a finished sign-up gets (results/sample-assessment.ts): the contexts above accounts/ own
 * assessments and respondents, so the Lambda entry hands the seeding in (docs/boundaries.md "Lambda entries wire").
 */
export function provideSampleSeeder(seed: (user: UserItem, now: Date) => Promise<unknown>): void {
  seedSample = seed;
}

/**
 * Sign-up step "branding" (spec part 1 §2): accent colour and an uploaded logo; finishes onboarding, and the new
 * account gets its sample assessment (once: the seed is conditional on the user not having one).
 */
export async function saveBrandingStep(options: {
  user: UserItem;
  color: string;
  logoKey: string;
  now: Date;
}): Promise<Profile> {
  const { user, color, now } = options;
  const logoKey = await publishLogo(options.logoKey, user.sub, user.logoKey);
  const at = now.toISOString();
  const updated = await updateUser(user.emailKey, {
    color,
    logoKey,
    companyLogoUrl: '',
    onboardingStep: 'done',
    updatedAt: at,
  });
  await setPersonalTeamFields(user.sub, { color, logoKey, companyLogoUrl: '', updatedAt: at });
  if (!seedSample) throw new Error('the sample seeding is not wired: the Lambda entry calls provideSampleSeeder');
  await seedSample(updated, now);
  return profileOf(updated);
}
