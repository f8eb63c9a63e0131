import { DomainError } from '@shared/errors';
import { EXPERIENCE_FEEDBACK_PER_IP_PER_DAY, type ExperienceFeedback } from '@shared/respondents/experience-feedback';
import { ipScope, withinDailyCap } from '../common/daily-cap';
import { createExperienceFeedback } from './experience-store';
import { loadRespondentByToken } from './repo';

/**
 * The candidate experience question (issue 25 part 5): asked on the thank-you page, so only a respondent who finished
 * answers it; once (a second answer is refused, so one person cannot move the average), by their opaque ref; never
 * read by scoring. A public route: each client address answers a bounded number a day.
 */
export async function saveExperienceFeedback({
  token,
  feedback,
  sourceIp,
  now,
}: {
  token: string;
  feedback: ExperienceFeedback;
  sourceIp: string;
  now: Date;
}): Promise<{ ok: true }> {
  const respondent = await loadRespondentByToken(token, now);
  if (respondent.status !== 'COMPLETED' && respondent.status !== 'RECOMPUTE') throw new DomainError('FEEDBACK_NOT_YET');
  if (!(await withinDailyCap(ipScope('experience', sourceIp), EXPERIENCE_FEEDBACK_PER_IP_PER_DAY, now)))
    throw new DomainError('FEEDBACK_DAILY_LIMIT');
  const created = await createExperienceFeedback({
    form_id: respondent.form_id,
    ref: respondent.ref ?? respondent.id,
    rating: feedback.rating,
    comment: feedback.comment,
    created_at: now.toISOString(),
  });
  if (!created) throw new DomainError('FEEDBACK_ALREADY_GIVEN');
  return { ok: true as const };
}
