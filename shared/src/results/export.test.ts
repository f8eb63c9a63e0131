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

describe('open answers and their translation in the export', () => {
  const sections = ['human_skills', 'custom_survey', 'big5'] as const;
  const withAnswers = source({
    lang: 'de',
    answers: { human_skills: { p1: 'Ich höre zu.' }, custom_survey: { q1: 'Weil ihr fair seid.' } },
    comments: { big5: 'Mehr Zeit.' },
  });

  it('carries the open answers as written, and each translation an employer made under translation.<language>.<key>', () => {
    const row = exportRow(
      {
        ...withAnswers,
        translations: {
          es: [{ key: 'human_skills.p1', text: 'Escucho.' }],
          en: [
            { key: 'comment.big5', text: 'More time.' },
            { key: 'human_skills.p1', text: 'I listen.' },
          ],
        },
      },
      sections,
    );
    expect(row).toMatchObject({
      language: 'de',
      'answer.human_skills.p1': 'Ich höre zu.',
      'answer.custom_survey.q1': 'Weil ihr fair seid.',
      'comment.big5': 'Mehr Zeit.',
      'translation.en.human_skills.p1': 'I listen.',
      'translation.en.comment.big5': 'More time.',
      'translation.es.human_skills.p1': 'Escucho.',
    });
    expect(row['translation.en.custom_survey.q1']).toBeUndefined();
  });

  it('puts the translation columns last, by language then section, leaving every other column where it was', () => {
    const before = exportColumns([exportRow(withAnswers, sections)], sections);
    const translated = exportRow(
      {
        ...withAnswers,
        translations: {
          es: [{ key: 'human_skills.p1', text: 'Escucho.' }],
          en: [
            { key: 'comment.big5', text: 'More time.' },
            { key: 'custom_survey.q1', text: 'Because you are fair.' },
            { key: 'human_skills.p1', text: 'I listen.' },
          ],
        },
      },
      sections,
    );
    const after = exportColumns([exportRow(withAnswers, sections), translated], sections);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      'translation.en.human_skills.p1',
      'translation.en.custom_survey.q1',
      'translation.en.comment.big5',
      'translation.es.human_skills.p1',
    ]);
  });
});
