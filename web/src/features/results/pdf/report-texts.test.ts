import { beforeAll, describe, expect, it } from 'vitest';
import type { SharedResult } from '@shared/routes';
import { loadAllMessages } from '../../../lib/i18n/i18n';
import { reportOpenAnswers, reportName } from './report-texts';

const result = {
  summaries: {
    custom_survey: { overall: 100, answers: { q1: '  ليلى تكتب  ', q2: 'o1', q3: '' } },
    big5: { overall: 50 },
  },
  comments: { big5: 'Ένα σχόλιο', custom_survey: '  ', logic_test: 'not shown' },
  displayName: '',
  firstname: '山田',
  lastname: '花子',
} as unknown as SharedResult['result'];

const setup = {
  custom_survey: {
    questions: [
      { id: 'q1', type: 'open-ended', headline: 'Why us?' },
      { id: 'q2', type: 'multiple-choice', headline: 'Pick one', options: [{ id: 'o1', label: 'A' }] },
      { id: 'q3', type: 'open-ended', headline: 'Anything else?' },
    ],
  },
};

describe("a report's open answers", () => {
  beforeAll(() => loadAllMessages());

  it('are the open-ended survey answers under their question, then each shown section’s comment', () => {
    expect(reportOpenAnswers(result, ['custom_survey', 'big5', 'logic_test'], setup, 'en')).toEqual([
      { prompt: 'Why us?', answer: 'ليلى تكتب' },
      { prompt: 'Respondent’s comment · Big Five personality', answer: 'Ένα σχόλιο' },
    ]);
  });

  it('leave out a section the report does not show', () => {
    expect(reportOpenAnswers(result, ['big5'], setup, 'en').map((a) => a.answer)).toEqual(['Ένα σχόλιο']);
    expect(reportOpenAnswers(result, [], setup, 'en')).toEqual([]);
  });

  it('name the respondent by display name, else first and last name', () => {
    expect(reportName(result)).toBe('山田 花子');
    expect(reportName({ ...result, displayName: 'Hana' })).toBe('Hana');
  });
});
