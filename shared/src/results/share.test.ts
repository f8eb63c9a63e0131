import { describe, expect, it } from 'vitest';
import { restrictedParts } from './share';

describe('shared results by viewing level (spec part 1 §6)', () => {
  it('a manager sees every part', () => {
    expect(restrictedParts({ role: 'manager', respondent: false })).toEqual([]);
  });
  it('a respondent reading their own feedback sees their personality and written answers, not the rating or the times', () => {
    expect(restrictedParts({ role: 'candidate', respondent: true }).sort()).toEqual(['rating', 'time']);
  });
  it('a candidate-level viewer does not get high-sensitivity sections nor manager-only details', () => {
    expect(restrictedParts({ role: 'candidate', respondent: false }).sort()).toEqual(['email', 'rating', 'section:big5', 'section:human_skills', 'time']);
  });
});
