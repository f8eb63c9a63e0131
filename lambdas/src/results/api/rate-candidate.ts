import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadVisibleTemplate, type TemplateItem } from '../../assessments';
import type { CandidateItem } from '../../db/entities/candidate';
import { loadCandidateOf, toCandidateRow } from '../repo';

/** "Your rating" (spec part 1 §2): anyone who sees the assessment rates its respondents 1 to 5, or clears it. */
export const rateCandidate = defineHandler('rateCandidate', async ({ params, body, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  const candidate = await loadCandidateOf(template, params.candidateId);
  const keys = { form_id: candidate.form_id, emailKey: candidate.emailKey };
  const update =
    body.rating === null
      ? db().entities.candidate.update(keys).remove(['rating'])
      : db().entities.candidate.update(keys).set({ rating: body.rating });
  const { data } = await update.go({ response: 'all_new' });
  return toCandidateRow(data as CandidateItem, template as TemplateItem);
});
