import type { Profile } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { keepProfile } from './get-me';

/** The last step or "Skip tour": the server keeps the tour as done, so it is shown once (spec part 1 §2). */
export async function finishGuidedTour(tour: 'create' | 'invite'): Promise<Profile> {
  return keepProfile(await api('finishGuidedTour', { body: { tour } }));
}

/** "Show the guided tour again": the create tour starts over on My Assessments. */
export async function restartGuidedTour(): Promise<Profile> {
  return keepProfile(await api('restartGuidedTour', {}));
}

/** "Got it" on the pending notice (removed from a team): the server clears it, so it is not shown again. */
export async function dismissNotice(): Promise<Profile> {
  return keepProfile(await api('dismissNotice', {}));
}
