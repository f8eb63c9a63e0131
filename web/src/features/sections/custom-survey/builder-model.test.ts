import { describe, expect, it } from 'vitest';
import { ZCustomSurveySetup } from '@shared/sections/custom-survey/schema';
import { changeType, moveQuestion, newQuestion, readSurvey, toSetup } from './builder-model';

describe('survey builder model', () => {
  it('a built survey is what the server accepts, and reads back the same', () => {
    const q1 = { ...newQuestion('open-ended'), headline: 'Why us?' };
    const q2 = { ...newQuestion('multiple-choice'), headline: 'On site?' };
    q2.options = q2.options.map((o, i) => ({ ...o, label: ['Yes', 'No'][i] ?? '' }));
    q2.correct = [q2.options[0]!.id];
    const setup = toSetup({ title: 'About you', description: '', short_description: '', questions: [q1, q2] });
    const parsed = ZCustomSurveySetup.parse(setup);
    expect(parsed.questions[1]).toMatchObject({ type: 'multiple-choice', correct_option_id: q2.options[0]!.id });
    expect(readSurvey(parsed, '', '').questions.map((q) => q.headline)).toEqual(['Why us?', 'On site?']);
  });

  it('a new choice question starts with the minimum number of options; switching to open drops options and keys', () => {
    const q = newQuestion('multiple-select');
    expect(q.options).toHaveLength(2);
    const open = changeType({ ...q, correct: [q.options[0]!.id] }, 'open-ended');
    expect(open.options).toEqual([]);
    expect(open.correct).toEqual([]);
    expect(changeType({ ...q, correct: q.options.map((o) => o.id) }, 'multiple-choice').correct).toHaveLength(1);
  });

  it('moves questions and ignores moves past either end', () => {
    const d = { title: 't', description: '', short_description: '', questions: [newQuestion(), newQuestion()] };
    const [a, b] = d.questions;
    expect(moveQuestion(d, 1, -1).questions).toEqual([b, a]);
    expect(moveQuestion(d, 0, -1)).toBe(d);
  });
});
