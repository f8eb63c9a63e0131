import { describe, expect, it } from 'vitest';
import { exportColumns, exportRow, type ExportSource } from './export';

const source = (over: Partial<ExportSource>): ExportSource => ({
  id: 'r1',
  firstname: 'Ana',
  lastname: 'Ruiz',
  email: 'ana@example.com',
  temporary_email: false,
  status: 'COMPLETED',
  lang: 'es',
  invited_at: '2026-01-01T00:00:00.000Z',
  joined_at: '2026-01-02T00:00:00.000Z',
  finished_at: '2026-01-02T00:10:00.000Z',
  score: 81.5,
  rating: 4,
  summaries: { values_and_traits: { overall: 81.5 } },
  answers: {
    values_and_traits: { defining_your_values: { value_integrity: 5, value_teamwork: 4 } },
    custom_survey: { q2: ['a', 'c'] },
  },
  seconds: { values_and_traits: 210 },
  ...over,
});

describe('item-level export', () => {
  it('one row per respondent with scores, seconds and every answer by item path; lists joined with |', () => {
    const row = exportRow(source({}), ['values_and_traits', 'custom_survey']);
    expect(row).toMatchObject({
      respondent_id: 'r1',
      email: 'ana@example.com',
      'score.values_and_traits': 81.5,
      'seconds.values_and_traits': 210,
      'score.custom_survey': null,
      'answer.values_and_traits.defining_your_values.value_integrity': 5,
      'answer.custom_survey.q2': 'a|c',
    });
  });

  it('a temporary address is not exported; columns put fixed ones first and answers in section order', () => {
    const rows = [
      exportRow(source({ temporary_email: true, email: 'ana.ruiz.x@respondent.tmp' }), [
        'values_and_traits',
        'custom_survey',
      ]),
    ];
    expect(rows[0]!.email).toBe('');
    const columns = exportColumns(rows, ['values_and_traits', 'custom_survey']);
    expect(columns.slice(0, 3)).toEqual(['respondent_id', 'first_name', 'last_name']);
    expect(columns.indexOf('answer.values_and_traits.defining_your_values.value_teamwork')).toBeLessThan(
      columns.indexOf('answer.custom_survey.q2'),
    );
  });
});
