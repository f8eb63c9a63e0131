import { averageRating, type ExperienceSummary } from '@shared/respondents/experience-feedback';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment } from '../assessments';
import { experienceFeedbackOf } from './experience-store';

/**
 * What candidates said about the test (issue 25 part 5), for whoever sees the assessment: how many answered, the
 * average rating and the comments, newest first, without who wrote them. It is never part of a score.
 */
export async function readExperienceSummary({
  formId,
  user,
}: {
  formId: string;
  user: UserItem;
}): Promise<ExperienceSummary> {
  const assessment = await loadVisibleAssessment(formId, user);
  const answers = await experienceFeedbackOf(assessment.id);
  return {
    count: answers.length,
    average: averageRating(answers.map((a) => a.rating)),
    comments: answers
      .filter((a) => a.comment)
      .map((a) => ({ rating: a.rating, comment: a.comment ?? '', at: a.created_at }))
      .sort((a, b) => b.at.localeCompare(a.at)),
  };
}
