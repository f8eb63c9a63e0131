import * as z from '../zod-mini';
import { EXPERIENCE_COMMENT_MAX } from './experience-limits';

/**
 * The candidate experience question (issue 25 part 5): after the thank-you page, one optional 1 to 5 rating of the
 * test and a comment. Answered once per respondent (a second answer is refused), never part of any score.
 */
export { EXPERIENCE_COMMENT_MAX, EXPERIENCE_FEEDBACK_PER_IP_PER_DAY } from './experience-limits';

export const ZExperienceFeedback = z.object({
  rating: z
    .number({ error: 'RATING_RANGE' })
    .check(
      z.int({ error: 'RATING_RANGE' }),
      z.minimum(1, { error: 'RATING_RANGE' }),
      z.maximum(5, { error: 'RATING_RANGE' }),
    ),
  comment: z._default(z.string().check(z.trim(), z.maxLength(EXPERIENCE_COMMENT_MAX)), ''),
});
export type ExperienceFeedback = z.infer<typeof ZExperienceFeedback>;

/** What the employer sees per assessment: how many answered, the mean rating (null with none), the comments. */
export const ZExperienceSummary = z.object({
  count: z.number().check(z.int()),
  average: z.nullable(z.number()),
  comments: z.array(z.object({ rating: z.number().check(z.int()), comment: z.string(), at: z.string() })),
});
export type ExperienceSummary = z.infer<typeof ZExperienceSummary>;

/** The mean rating to one decimal, null when nobody answered. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}
