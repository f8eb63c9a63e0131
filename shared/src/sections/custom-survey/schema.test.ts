import { describe, expect, it } from 'vitest';
import { canAddOption, canRemoveOption, optionCountProblem, ZCustomSurveySetup, ZSurveyQuestion } from './schema';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, label: `Option ${i + 1}` }));

describe('custom survey question kinds: open-ended, multiple-choice, multiple-select (spec part 1 §3)', () => {
  it.each([
    [{ id: 'q1', type: 'open-ended', headline: 'Why us?' }, true],
    [{ id: 'q1', type: 'multiple-choice', headline: 'Pick', options: options(2) }, true],
    [{ id: 'q1', type: 'multiple-select', headline: 'Pick', options: options(10) }, true],
    [{ id: 'q1', type: 'multiple-choice', headline: 'Pick', options: options(1) }, false],
    [{ id: 'q1', type: 'multiple-select', headline: 'Pick', options: options(11) }, false],
    [{ id: 'q1', type: 'rating', headline: 'Rate' }, false],
    [{ id: 'q1', type: 'open-ended', headline: '   ' }, false],
    [
      { id: 'q1', type: 'multiple-choice', headline: 'Pick', options: [...options(2), { id: 'o1', label: 'again' }] },
      false,
    ],
    [{ id: 'q1', type: 'multiple-choice', headline: 'Pick', options: options(3), correct_option_id: 'o3' }, true],
    [{ id: 'q1', type: 'multiple-choice', headline: 'Pick', options: options(3), correct_option_id: 'o9' }, false],
    [
      { id: 'q1', type: 'multiple-select', headline: 'Pick', options: options(3), correct_option_ids: ['o1', 'o9'] },
      false,
    ],
  ])('%j valid=%s', (question, ok) => {
    expect(ZSurveyQuestion.safeParse(question).success).toBe(ok);
  });

  it('questions are required unless said otherwise', () => {
    expect(ZSurveyQuestion.parse({ id: 'q', type: 'open-ended', headline: 'h' }).required).toBe(true);
  });

  it('a survey needs a title, at least one question and unique question ids', () => {
    const q = { id: 'q', type: 'open-ended', headline: 'h' };
    expect(ZCustomSurveySetup.safeParse({ title: 'Survey', questions: [q] }).success).toBe(true);
    expect(ZCustomSurveySetup.safeParse({ title: 'Survey', questions: [] }).success).toBe(false);
    expect(ZCustomSurveySetup.safeParse({ title: 'Survey', questions: [q, q] }).success).toBe(false);
  });
});

describe('errors when the maximum is reached or options are fewer than allowed (spec part 1 §5)', () => {
  it.each([
    [0, 'too_few', true, false],
    [1, 'too_few', true, false],
    [2, null, true, false],
    [9, null, true, true],
    [10, 'max_reached', false, true],
  ] as const)('%i options: %s, can add %s, can remove %s', (count, problem, add, remove) => {
    expect(optionCountProblem(count)).toBe(problem);
    expect(canAddOption(count)).toBe(add);
    expect(canRemoveOption(count)).toBe(remove);
  });
});
