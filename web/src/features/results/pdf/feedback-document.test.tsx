import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SharedResult } from '@shared/routes';
import { isInterfaceLocale, type RespondentLocale } from '@shared/i18n/respondent-locale';
import { loadAllMessages, loadRespondentStrings } from '../../../lib/i18n/i18n';
import { pdfLines } from '../../../../../test/support/pdf-text';
import { fontsAndText, fontsFromDisk } from '../../../../../test/support/report-pdf';
import { reportElement, type ReportInput } from './report-document';
import { reportLabels, reportLabelTexts } from './report-texts';
import { UNREADABLE_CJK_SLICES } from './pdf-scripts';

/*
 * The respondent's feedback PDF in the language they took the assessment in (issue 27): rendered as the browser
 * does (reportElement), then read back as text, as copying, searching or a screen reader would.
 */

async function render(report: ReportInput) {
  const element = await reportElement(report);
  fontsFromDisk();
  return renderToBuffer(element);
}

/** A completed result with every chart the feedback draws: scores by section, the culture profile, the Big Five. */
const scored = (lang: RespondentLocale, displayName: string) =>
  ({
    lang,
    displayName,
    status: 'COMPLETED',
    extra_time: 0,
    section_spent_times: {},
    section_timed_out: {},
    form_id: 'f1',
    form_name: 'Support lead',
    score: 78,
    finished_at: '2026-01-05T10:00:00Z',
    summaries: {
      overall: 78,
      values_and_traits: { overall: 81 },
      oaic_archetypes: {
        overall: 70,
        candidate_avg: { collaborate: 40, create: 25, compete: 20, control: 15 },
        company_avg: { collaborate: 30, create: 30, compete: 20, control: 20 },
      },
      big5: {
        overall: 60,
        openness: { score: 70 },
        conscientiousness: { score: 55 },
        extraversion: { score: 40 },
        agreeableness: { score: 65 },
        neuroticism: { score: 30 },
      },
      human_skills: { overall: 66 },
    },
  }) as SharedResult['result'];

const feedback = (lang: RespondentLocale, displayName: string): ReportInput => ({
  result: scored(lang, displayName),
  sections: ['values_and_traits', 'oaic_archetypes', 'big5', 'human_skills'],
  formName: 'Support lead',
  companyName: 'Tide Labs',
  color: '#2f6fed',
  audience: 'respondent',
  locale: lang,
  generatedAt: new Date('2026-01-05T00:00:00Z'),
});

/** The English of every fixed text a feedback PDF prints. */
const englishLabels = () => {
  const labels = reportLabels({
    locale: 'en',
    audience: 'respondent',
    sections: ['values_and_traits', 'oaic_archetypes', 'big5', 'human_skills'],
    overall: 78,
    companyName: 'Tide Labs',
  });
  return reportLabelTexts(labels);
};

/**
 * A right-to-left line in its logical order (the PDF draws it left to right). Only for words whose letters are each
 * a glyph of their own: a ligature (lam-alef, yeh-reh in this face) reads back in its own order.
 */
const logical = (line: string) => [...line].reverse().join('');

describe("the respondent's feedback PDF in their language", () => {
  beforeAll(async () => {
    await loadAllMessages();
    for (const lang of ['de', 'ar', 'ja'] as const) if (!isInterfaceLocale(lang)) await loadRespondentStrings(lang);
  });

  it('a PDF made again in the same page reads back as right as the first (its faces are read afresh)', async () => {
    // First in this file: the employer's report, with an Arabic answer and a German comment, drawn with the same faces.
    await render({
      ...feedback('en', 'ليلى حداد'),
      audience: 'employer',
      sections: ['values_and_traits', 'custom_survey'],
      result: {
        ...scored('ar', 'ليلى حداد'),
        summaries: {
          overall: 78,
          values_and_traits: { overall: 81 },
          custom_survey: { overall: null, answers: { q1: 'أعمل جيدا مع الفريق وأحب حل المشكلات' } },
        },
        comments: { values_and_traits: 'Ich arbeite am liebsten im Team und lerne gern Neues.' },
      },
      setup: { custom_survey: { questions: [{ id: 'q1', type: 'open-ended', headline: 'Why?' }] } },
    });
    for (let round = 0; round < 2; round += 1) {
      const arabic = pdfLines(await render(feedback('ar', 'ليلى حداد'))).map((l) => logical(l.text));
      for (const text of ['القيم والسمات', 'الدرجات حسب القسم', 'التعاون'])
        expect(
          arabic.some((l) => l.includes(text)),
          text,
        ).toBe(true);
      const german = pdfLines(await render(feedback('de', 'Anna Müller'))).map((l) => l.text);
      expect(german).toContain('Wie Ihre Antworten zu dem passen, was dieses Unternehmen sucht.');
      expect(german).toContain('Ergebnisse nach Abschnitt');
    }
  }, 60_000);

  it('in German: headings, section names, culture types, Big Five domains, grade and footer in German, no English', async () => {
    const pdf = await render(feedback('de', 'Anna Müller'));
    const lines = pdfLines(pdf).map((l) => l.text);
    for (const text of [
      'Ihr Feedback-Bericht',
      'Gesamtwert',
      'C+ · Gut',
      'Ergebnisse nach Abschnitt',
      'Ihre Punkte je Kulturtyp.',
      'Zusammenarbeiten40',
      'Offenheit70',
      'Emotionale Stabilität70',
      'Anna Müller · Support lead · 5. Januar 2026',
    ])
      expect(lines, text).toContain(text);
    expect(lines.some((l) => l.startsWith('Von Tide Labs an Sie gesendet.'))).toBe(true);
    const all = lines.join('\n');
    for (const english of englishLabels().filter((e) => e !== 'Extraversion'))
      expect(all.includes(english), english).toBe(false);
    expect(pdfLines(pdf).every((l) => l.x < 300)).toBe(true);
  }, 60_000);

  it('in Arabic: Arabic texts with an Arabic face, each line aligned right and read right to left', async () => {
    const pdf = await render(feedback('ar', 'ليلى حداد'));
    const lines = pdfLines(pdf);
    const texts = lines.map((l) => logical(l.text));
    for (const text of ['تقرير', 'الدرجات حسب القسم', 'القيم والسمات', 'الوداعة', 'التعاون', 'نقاطك لكل نوع'])
      expect(
        texts.some((l) => l.includes(text)),
        text,
      ).toBe(true);
    const all = lines.map((l) => l.text).join('\n');
    for (const english of englishLabels()) expect(all.includes(english), english).toBe(false);
    expect(fontsAndText(pdf).fonts.some((f) => f.startsWith('IBMPlexSansArabic'))).toBe(true);
    // Right to left: the title and the headings end at the right margin, so they start in the page's right half
    // (A4 is 595 points wide), where the German feedback starts them at the left margin.
    for (const heading of ['تقرير', 'الدرجات حسب القسم', 'نقاطك لكل نوع'])
      expect(lines.find((l) => logical(l.text).includes(heading))?.x, heading).toBeGreaterThan(297);
  }, 60_000);

  it('in Japanese: Japanese texts drawn with the Japanese face', async () => {
    const pdf = await render(feedback('ja', '山田 花子'));
    const lines = pdfLines(pdf).map((l) => l.text);
    for (const text of ['あなたのフィードバックレポート', 'セクション別スコア']) expect(lines, text).toContain(text);
    for (const text of ['開放性', '情緒安定性', '協働'])
      expect(
        lines.some((l) => l.startsWith(text)),
        text,
      ).toBe(true);
    const all = lines.join('\n');
    for (const english of englishLabels()) expect(all.includes(english), english).toBe(false);
    const { fonts, mapped } = fontsAndText(pdf);
    expect(fonts.some((f) => f.startsWith('NotoSansJP'))).toBe(true);
    for (const ch of ['開', '放', '性', 'セ', 'ス']) expect(mapped(ch), ch).toBe(true);
  }, 60_000);
});

describe('Chinese feedback, with the most common characters', () => {
  beforeAll(async () => {
    await loadAllMessages();
    await loadRespondentStrings('zh-hk');
  });

  it('every CJK slice a report may fetch is one the PDF library can read; the others are left out', async () => {
    // The PDF library's own font reader, as it opens a face.
    const { openSync } = createRequire(import.meta.url)('fontkit') as {
      openSync: (path: string) => { hasGlyphForCodePoint: (cp: number) => boolean };
    };
    for (const face of ['jp', 'kr', 'sc', 'tc'] as const) {
      const dir = new URL(`../../../../../node_modules/@fontsource/noto-sans-${face}/files/`, import.meta.url);
      const unreadable = readdirSync(dir)
        .filter((file) => /-\d+-400-normal\.woff$/.test(file))
        .filter((file) => {
          try {
            openSync(new URL(file, dir).pathname).hasGlyphForCodePoint(0x4e00);
            return false;
          } catch {
            return true;
          }
        })
        .map((file) => `[${/-(\d+)-400-normal/.exec(file)![1]}]`);
      expect(unreadable, face).toEqual(UNREADABLE_CJK_SLICES[face]);
    }
  }, 60_000);

  it('in traditional Chinese: drawn, every character with a face that has it', async () => {
    const pdf = await render(feedback('zh-hk', '陳大文'));
    const lines = pdfLines(pdf).map((l) => l.text);
    expect(lines).toContain(reportLabels({ ...feedback('zh-hk', ''), overall: 78 }).title);
    const { mapped } = fontsAndText(pdf);
    for (const ch of ['的', '您', '陳', '。']) expect(mapped(ch), ch).toBe(true);
  }, 60_000);
});
