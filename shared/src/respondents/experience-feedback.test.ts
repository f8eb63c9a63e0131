import { describe, expect, it } from 'vitest';
import { averageRating, EXPERIENCE_COMMENT_MAX, ZExperienceFeedback } from './experience-feedback';

describe('candidate experience question', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[4, 5], 4.5],
    [[1, 2, 2], 1.7],
  ])('the average of %j is %s', (ratings, average) => {
    expect(averageRating(ratings)).toBe(average);
  });

  it('takes a whole rating from 1 to 5 and a comment of at most the limit', () => {
    expect(ZExperienceFeedback.parse({ rating: 3 })).toEqual({ rating: 3, comment: '' });
    expect(ZExperienceFeedback.safeParse({ rating: 0 }).success).toBe(false);
    expect(ZExperienceFeedback.safeParse({ rating: 6 }).success).toBe(false);
    expect(ZExperienceFeedback.safeParse({ rating: 2.5 }).success).toBe(false);
    expect(ZExperienceFeedback.safeParse({ rating: 4, comment: 'x'.repeat(EXPERIENCE_COMMENT_MAX + 1) }).success).toBe(
      false,
    );
  });
});
