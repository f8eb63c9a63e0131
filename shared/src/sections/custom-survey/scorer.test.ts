import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { surveyAnswerIssues, validateCustomSurveyAnswers } from './answers';
import { ZCustomSurveySetup, type CustomSurveyAnswers } from './schema';
import { scoreCustomSurvey } from './scorer';

const options = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
  { id: 'd', label: 'D' },
];
const survey = ZCustomSurveySetup.parse({
  title: 'About you',
  questions: [
    { id: 'why', type: 'open-ended', headline: 'Why us?', max_length: 20 },
    { id: 'one', type: 'multiple-choice', headline: 'One', options },
    { id: 'many', type: 'multiple-select', headline: 'Many', options, required: false },
  ],
});
const keyed = ZCustomSurveySetup.parse({
  title: 'Quiz',
  questions: [
    { id: 'one', type: 'multiple-choice', headline: 'One', options, correct_option_id: 'b' },
    { id: 'many', type: 'multiple-select', headline: 'Many', options, correct_option_ids: ['a', 'b'] },
    { id: 'why', type: 'open-ended', headline: 'Why?' },
  ],
});

describe('custom survey answers', () => {
  it('accepts answers that fit the survey', () => {
    const answers = { why: 'Mission', one: 'a', many: ['b', 'c'] };
    expect(validateCustomSurveyAnswers(survey, answers)).toBe(answers);
  });

  it.each([
    [{ one: 'a' }, { question_id: 'why', problem: 'required' }],
    [
      { why: '   ', one: 'a' },
      { question_id: 'why', problem: 'required' },
    ],
    [
      { why: 'x'.repeat(21), one: 'a' },
      { question_id: 'why', problem: 'too_long' },
    ],
    [
      { why: 'ok', one: 'z' },
      { question_id: 'one', problem: 'unknown_option' },
    ],
    [
      { why: 'ok', one: ['a'] },
      { question_id: 'one', problem: 'wrong_shape' },
    ],
    [
      { why: 'ok', one: 'a', many: 'a' },
      { question_id: 'many', problem: 'wrong_shape' },
    ],
    [
      { why: 'ok', one: 'a', many: ['a', 'a'] },
      { question_id: 'many', problem: 'duplicate_option' },
    ],
    [
      { why: 'ok', one: 'a', extra: 'x' },
      { question_id: 'extra', problem: 'unknown_question' },
    ],
  ])('%j is refused: %j', (answers, issue) => {
    expect(surveyAnswerIssues(survey, answers as CustomSurveyAnswers)).toContainEqual(issue);
    expect(() => validateCustomSurveyAnswers(survey, answers as CustomSurveyAnswers)).toThrow(DomainError);
  });
});

describe('custom survey scoring: counted only when it has keyed answers (docs/scoring.md)', () => {
  it('is not scored without keyed questions', () => {
    expect(scoreCustomSurvey({ setup: survey, candidate: { why: 'x', one: 'a' } })).toMatchObject({
      overall: null,
      keyed: 0,
    });
  });

  it.each([
    [{ one: 'b', many: ['a', 'b'] }, 100],
    [{ one: 'a', many: ['a', 'b'] }, 50],
    [{ one: 'b', many: ['a'] }, 75], // 1 + 1/2
    [{ one: 'b', many: ['a', 'b', 'c', 'd'] }, 75], // 1 + 2/4
    [{ one: 'c', many: ['c'] }, 0],
    [{}, 0],
  ])('%j scores %d', (respondent, overall) => {
    expect(scoreCustomSurvey({ setup: keyed, candidate: respondent }).overall).toBe(overall);
  });
});

describe('custom survey properties', () => {
  it('is bounded 0..100 and never lowered by picking the keyed option', () => {
    const pick = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(pick, fc.uniqueArray(pick), (one, many) => {
        const r = scoreCustomSurvey({ setup: keyed, candidate: { one, many } }).overall!;
        expect(r >= 0 && r <= 100).toBe(true);
        expect(scoreCustomSurvey({ setup: keyed, candidate: { one: 'b', many } }).overall!).toBeGreaterThanOrEqual(r);
      }),
    );
  });
});
