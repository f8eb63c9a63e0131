import type { RespondentRow } from '@shared/routes';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment } from '../assessments';
import { loadRespondentOf, toRespondentRow } from './repo';
import { writeRating } from './result-store';

/** "Your rating" (spec part 1 §2): anyone who sees the assessment rates its respondents 1 to 5, or clears it. */
export async function rateRespondent({
  formId,
  candidateId,
  rating,
  user,
}: {
  formId: string;
  candidateId: string;
  rating: number | null;
  user: UserItem;
}): Promise<RespondentRow> {
  const assessment = await loadVisibleAssessment(formId, user);
  const respondent = await loadRespondentOf(assessment, candidateId);
  return toRespondentRow(await writeRating(respondent, rating), assessment);
}
