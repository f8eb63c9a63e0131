import { db } from '../db/service';

/** Every answer to the experience question on an assessment (one per respondent who answered). */
export async function experienceFeedbackOf(formId: string) {
  const { data } = await db()
    .entities.experienceFeedback.query.byAssessment({ form_id: formId })
    .go({ pages: 'all', attributes: ['rating', 'comment', 'created_at'] });
  return data;
}
