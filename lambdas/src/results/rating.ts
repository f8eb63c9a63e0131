import type { CandidateRow } from '@shared/routes';
import type { UserItem } from '../accounts';
import { loadVisibleTemplate } from '../assessments';
import { loadCandidateOf, toCandidateRow } from './repo';
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
}): Promise<CandidateRow> {
  const template = await loadVisibleTemplate(formId, user);
  const candidate = await loadCandidateOf(template, candidateId);
  return toCandidateRow(await writeRating(candidate, rating), template);
}
