import { isConditionFailure } from '../common/conditional';
import { db } from '../db/service';

/** The respondent's answer to the experience question, created once: false when they had answered already. */
export async function createExperienceFeedback(item: {
  form_id: string;
  ref: string;
  rating: number;
  comment: string;
  created_at: string;
}): Promise<boolean> {
  try {
    await db().entities.experienceFeedback.create(item).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
