import { isConditionFailure } from '../shared/conditional';
import { db } from '../db/service';
import { dueAt } from '../respondents/sweep-due';

/**
 * After the company's answers of a published assessment change (Edit), every completed respondent becomes
 * RECOMPUTE and due for the sweep, which scores them again and sets them back to COMPLETED (spec part 1 §4).
 * A page at a time; each write holds only if the record is still COMPLETED, so a respondent changing at the
 * same moment is left to their own flow. Returns how many were marked.
 */
export async function markForRecompute(templateId: string, now: Date): Promise<number> {
  let cursor: string | null = null;
  let marked = 0;
  do {
    const page: { data: { form_id: string; emailKey: string }[]; cursor: string | null } = await db()
      .entities.candidate.query.byTemplate({ form_id: templateId })
      .where((a, op) => `${op.eq(a.status, 'COMPLETED')} AND ${op.ne(a.deleted, true)}`)
      .go({ cursor, attributes: ['form_id', 'emailKey'] });
    for (const keys of page.data) {
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
    cursor = page.cursor;
  } while (cursor);
  return marked;
}
