import { beforeAll, describe, expect, it } from 'vitest';
import type { SharedResult } from '@shared/routes';
import { isInterfaceLocale, RESPONDENT_LOCALES } from '@shared/i18n/respondent-locale';
import type { SectionKind } from '@shared/sections/kinds';
import { loadAllMessages, loadRespondentStrings } from '../../../lib/i18n/i18n';
import { cultureTypeNames, reportLabels, reportLabelTexts, reportOpenAnswers, reportName } from './report-texts';

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

describe("a report's open answers on the employer's result", () => {
  beforeAll(() => loadAllMessages());

  const withSkills = { ...result, summaries: { ...result.summaries, human_skills: { overall: 70 } } };
  const stored = [
    { key: 'human_skills.p1', section: 'human_skills', kind: 'written', item: 'p1', text: ' Ich höre zu. ' },
    { key: 'human_skills.p2', section: 'human_skills', kind: 'written', item: 'p2', text: 'Ich frage nach.' },
    { key: 'custom_survey.q1', section: 'custom_survey', kind: 'survey', item: 'q1', text: 'Weil ihr fair seid.' },
    { key: 'comment.big5', section: 'big5', kind: 'comment', text: 'Mehr Zeit, bitte.' },
    { key: 'comment.logic_test', section: 'logic_test', kind: 'comment', text: 'not shown' },
  ] as const;

  it('are the written answers under their prompt, survey answers under their question, comments under the section, as written', () => {
    const answers = reportOpenAnswers(
      withSkills,
      ['human_skills', 'custom_survey', 'big5', 'logic_test'],
      setup,
      'en',
      {
        stored,
        prompts: { p1: 'How do you handle a conflict?' },
      },
    );
    expect(answers).toEqual([
      { prompt: 'How do you handle a conflict?', answer: 'Ich höre zu.' },
      { prompt: 'p2', answer: 'Ich frage nach.' },
      { prompt: 'Why us?', answer: 'Weil ihr fair seid.' },
      { prompt: 'Respondent’s comment · Big Five personality', answer: 'Mehr Zeit, bitte.' },
    ]);
  });

  it('carry the machine translation of each answer the employer had translated, under its original', () => {
    const answers = reportOpenAnswers(withSkills, ['human_skills', 'custom_survey', 'big5'], setup, 'en', {
      stored,
      translation: {
        offline: false,
        items: [
          { key: 'human_skills.p1', text: 'I listen.' },
          { key: 'comment.big5', text: 'More time, please.' },
        ],
      },
    });
    expect(answers.map((a) => [a.answer, a.translation])).toEqual([
      ['Ich höre zu.', 'I listen.'],
      ['Ich frage nach.', undefined],
      ['Weil ihr fair seid.', undefined],
      ['Mehr Zeit, bitte.', 'More time, please.'],
    ]);
  });

  it('on a shared result (no stored answers), carry a translation by the same keys', () => {
    const answers = reportOpenAnswers(result, ['custom_survey', 'big5'], setup, 'en', {
      translation: { offline: true, items: [{ key: 'custom_survey.q1', text: 'Leila writes' }] },
    });
    expect(answers[0]).toEqual({ prompt: 'Why us?', answer: 'ليلى تكتب', translation: 'Leila writes' });
  });
});

/** Texts rightly the same as the English in a language (a real cognate), by `locale:text`. */
const SAME_AS_ENGLISH = new Set(['de:Extraversion', 'fr:Extraversion', 'sv:Extraversion']);

const FEEDBACK_SECTIONS: SectionKind[] = ['values_and_traits', 'oaic_archetypes', 'big5', 'human_skills'];

describe("the respondent's feedback PDF texts", () => {
  beforeAll(() => loadAllMessages());

  const labels = async (locale: (typeof RESPONDENT_LOCALES)[number], overall = 78) => {
    if (!isInterfaceLocale(locale)) await loadRespondentStrings(locale);
    return reportLabels({
      locale,
      audience: 'respondent',
      sections: FEEDBACK_SECTIONS,
      overall,
      companyName: 'Tide Labs',
      cultureNames: await cultureTypeNames(locale),
    });
  };

  it.each(RESPONDENT_LOCALES.filter((l) => !isInterfaceLocale(l)))(
    'in %s have no English left: headings, sections, culture types, Big Five domains, grade, footer',
    async (locale) => {
      const english = await labels('en');
      const own = await labels(locale);
      const englishTexts = reportLabelTexts(english);
      for (const [i, text] of reportLabelTexts(own).entries())
        if (!SAME_AS_ENGLISH.has(`${locale}:${text}`)) expect(text, englishTexts[i]).not.toBe(englishTexts[i]);
      expect(own.footer).toContain('Tide Labs');
    },
  );

  it('in German read as the German feedback page and culture profile section read', async () => {
    const de = await labels('de');
    expect(de.title).toBe('Ihr Feedback-Bericht');
    expect(de.grade).toBe('C+ · Gut');
    expect(de.sectionNames.big5).toBe('Big-Five-Persönlichkeit');
    expect(de.cultureTypes).toEqual({
      collaborate: 'Zusammenarbeiten',
      create: 'Erschaffen',
      compete: 'Wettbewerb',
      control: 'Kontrolle',
    });
    expect(de.big5Domains.neuroticism).toBe('Emotionale Stabilität');
    expect((await labels('de', 97)).grade).toMatch(/A\+ · /);
  });

  it('in Arabic name the culture types as the Arabic culture profile section does', async () => {
    const ar = await labels('ar');
    expect(ar.cultureTypes.collaborate).toBe('التعاون');
    expect(ar.title).toBe('تقرير ملاحظاتك');
  });

  it('in English, Thai and Spanish keep the interface’s culture type names; no section file is fetched', async () => {
    expect(await cultureTypeNames('en')).toEqual({});
    expect(await cultureTypeNames('th')).toEqual({});
    expect((await labels('es')).cultureTypes.collaborate).toBe('Colaborar (Clan)');
  });
});
