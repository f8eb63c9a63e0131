import { defineHandler } from '../../http/handler-factory';
import { onboardingOf } from '../onboarding';

/** Where the first assessment asked for at sign-up stands (spec part 1 §2 My Assessments, part 2 §3 onboarding). */
export const getOnboarding = defineHandler('getOnboarding', async ({ now, user }) => onboardingOf({ user, now }));
