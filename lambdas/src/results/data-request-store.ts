import { db } from '../db/service';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';

/** Where a respondent's opaque ref points: the record's keys, or null. */
export async function findRespondentByRef(ref: string): Promise<RespondentItem | null> {
  const { data: pointer } = await db().entities.candidateRef.get({ ref }).go();
  if (!pointer) return null;
  const { data } = await db()
    .entities.candidate.get({ form_id: pointer.form_id, emailKey: pointer.emailKey })
    .go({ consistent: true });
  return data;
}

/** The record's data-link code, written only if it has none yet (a condition failure otherwise). */
export async function writeDataCode(respondent: RespondentItem, code: string): Promise<void> {
  await db()
    .entities.candidate.patch({ form_id: respondent.form_id, emailKey: respondent.emailKey })
    .set({ dataCode: code })
    .where((a, op) => op.notExists(a.dataCode))
    .go();
}

/** The assessment a respondent's record belongs to (deleted or not: the record is the respondent's either way). */
export async function findAssessmentOf(respondent: RespondentItem): Promise<AssessmentItem | null> {
  const { data } = await db().entities.template.get({ id: respondent.form_id }).go();
  return data;
}
