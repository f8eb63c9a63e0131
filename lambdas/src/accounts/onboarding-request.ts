import { emailKey } from '@shared/accounts/email';
import { db } from '../db/service';
import type { UserItem } from './repo';
import { isConditionFailure } from '../common/conditional';
import { newId } from '../common/ids';

/**
 * Sign-up with autoGenerateForm (spec part 1 §3): a TODO onboarding record, once; its template id is fixed now.
 * Unticking the box while the first assessment has not started removes the request. Only during sign-up: a later
 * save of the details never asks for another first assessment.
 */
export async function requestFirstAssessment(user: UserItem, wanted: boolean, now: Date): Promise<void> {
  const key = emailKey(user.email);
  const at = now.toISOString();
  try {
    if (wanted) {
      await db()
        .entities.onboarding.create({
          emailKey: key,
          email: user.email,
          status: 'TODO',
          template_id: newId(),
          created_at: at,
          updated_at: at,
        })
        .go();
    } else {
      await db()
        .entities.onboarding.delete({ emailKey: key })
        .where((a, op) => op.eq(a.status, 'TODO'))
        .go();
    }
  } catch (error) {
    // Already asked for (a re-saved step), or already running or done: nothing to change.
    if (!isConditionFailure(error)) throw error;
  }
}
