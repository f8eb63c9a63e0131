import { createOnboardingRequest, removeWaitingOnboardingRequest, type UserItem } from './repo';
import { isConditionFailure } from '../common/conditional';
import { newId } from '../common/ids';

/**
 * Sign-up with autoGenerateForm (spec part 1 §3): a TODO onboarding record, once; its template id is fixed now.
 * Unticking the box while the first assessment has not started removes the request. Only during sign-up: a later
 * save of the details never asks for another first assessment.
 */
export async function requestFirstAssessment(user: UserItem, wanted: boolean, now: Date): Promise<void> {
  try {
    if (wanted) await createOnboardingRequest(user.email, newId(), now.toISOString());
    else await removeWaitingOnboardingRequest(user.email);
  } catch (error) {
    // Already asked for (a re-saved step), or already running or done: nothing to change.
    if (!isConditionFailure(error)) throw error;
  }
}
