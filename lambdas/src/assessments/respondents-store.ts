import { isConditionFailure } from '../common/conditional';
import { db } from '../db/service';
import { dueAt, type RespondentItem } from '../db/entities/candidate';
import type { AssessmentItem } from './repo';

/*
 * An assessment's respondents follow the assessment: its workspace and owner when it moves, a new scoring when
 * its answers change, their deletion with it. The respondents' records are read here through the assessment's
 * index (byTemplate), so the contexts below respondents/ need not import it.
 */

type RespondentKeys = { form_id: string; emailKey: string };

/**
 * The keys of an assessment's respondents not deleted (optionally only those in one status), read a page at a time
 * with DynamoDB's cursor, for work over all of them (delete, recompute).
 */
export async function* respondentKeys(
  formId: string,
  status?: RespondentItem['status'],
): AsyncGenerator<RespondentKeys> {
  let cursor: string | null = null;
  do {
    const page: { data: RespondentKeys[]; cursor: string | null } = await db()
      .entities.candidate.query.byTemplate({ form_id: formId })
      .where((a, op) => (status ? `${op.eq(a.status, status)} AND ${op.ne(a.deleted, true)}` : op.ne(a.deleted, true)))
      .go({ cursor, attributes: ['form_id', 'emailKey'] });
    yield* page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** Flags each of the assessment's respondents deleted with it, a page at a time (spec part 1 §4). */
export async function flagRespondentsDeleted(
  assessmentId: string,
  flags: { deleted: true; updated_at: string },
): Promise<void> {
  for await (const keys of respondentKeys(assessmentId)) await db().entities.candidate.patch(keys).set(flags).go();
}

/**
 * After an assessment moved to another workspace (share, unshare) or owner (a verified guest), its public
 * link and each of its respondents follow, a page at a time. Idempotent: a retry finishes an interrupted move.
 */
export async function followAssessment(
  assessment: Pick<AssessmentItem, 'id' | 'publicCode'>,
  to: { teamId: string; owner?: string },
  at: string,
): Promise<void> {
  if (assessment.publicCode) {
    await db()
      .entities.routeRecord.patch({ code: assessment.publicCode })
      .set({ teamId: to.teamId, ...(to.owner ? { owner: to.owner } : {}), updated_at: at })
      .go();
  }
  for await (const keys of respondentKeys(assessment.id)) {
    await db()
      .entities.candidate.patch(keys)
      .set({ team_id: to.teamId, ...(to.owner ? { creator: to.owner } : {}) })
      .go();
  }
}

/**
 * After the company's answers of a published assessment change (Edit), every completed respondent becomes
 * RECOMPUTE and due for the sweep, which scores them again and sets them back to COMPLETED (spec part 1 §4).
 * A page at a time; each write holds only if the record is still COMPLETED, so a respondent changing at the
 * same moment is left to their own flow. Returns how many were marked.
 */
export async function markForRecompute(assessmentId: string, now: Date): Promise<number> {
  let marked = 0;
  for await (const keys of respondentKeys(assessmentId, 'COMPLETED')) {
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
