import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { onboardingOf } from '../onboarding';

/** Where the first assessment asked for at sign-up stands (spec part 1 §2 My Assessments, part 2 §3 onboarding). */
export const getOnboarding = defineHandler('getOnboarding', async ({ actor, now }) =>
  onboardingOf(await loadOrCreateUser(actor, now), now),
);
