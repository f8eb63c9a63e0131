import { isConditionFailure } from '../common/conditional';
import { db } from '../db/service';
import { dueAt } from '../respondents/sweep-due';
import { respondentKeys } from '../respondents/repo';

/**
 * After the company's answers of a published assessment change (Edit), every completed respondent becomes
 * RECOMPUTE and due for the sweep, which scores them again and sets them back to COMPLETED (spec part 1 §4).
 * A page at a time; each write holds only if the record is still COMPLETED, so a respondent changing at the
 * same moment is left to their own flow. Returns how many were marked.
 */
export async function markForRecompute(templateId: string, now: Date): Promise<number> {
  let marked = 0;
  for await (const keys of respondentKeys(templateId, 'COMPLETED')) {
    try {
      await db()
        .entities.candidate.patch(keys)
        .set({ status: 'RECOMPUTE', ...dueAt(now) })
        .where((a, op) => op.eq(a.status, 'COMPLETED'))
        .go();
      marked++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return marked;
}
