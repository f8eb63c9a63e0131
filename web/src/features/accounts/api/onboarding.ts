import type { Profile } from '@shared/routes';

export type OnboardingStep = Profile['onboardingStep'];

/** Where a user goes next: unfinished sign-up steps first (spec part 1 §4: e-mail, PIN, info, branding). */
export function onboardingPath(step: OnboardingStep): string {
  if (step === 'info') return '/signup/info';
  if (step === 'branding') return '/signup/branding';
  return '/assessments';
}
