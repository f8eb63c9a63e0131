import { renderToBuffer } from '@react-pdf/renderer';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SharedResult } from '@shared/routes';
import { loadAllMessages } from '../../../lib/i18n/i18n';
import { pdfLines } from '../../../../../test/support/pdf-text';
import { fontsAndText, fontsFromDisk } from '../../../../../test/support/report-pdf';
import { cjkFacesOf, reportElement, type ReportInput } from './report-document';

const result = (over: Partial<SharedResult['result']>): SharedResult['result'] =>
  ({
    summaries: {
      custom_survey: { overall: null, answers: { q1: 'أعمل جيدا مع الفريق وأحب حل المشكلات' } },
    },
    score: null,
    status: 'COMPLETED',
    extra_time: 0,
    section_spent_times: {},
    section_timed_out: {},
    form_id: 'f1',
    form_name: 'Support lead',
    lang: 'ja',
    ...over,
  }) as SharedResult['result'];

const input = (r: SharedResult['result']): ReportInput => ({
  result: r,
  sections: ['custom_survey'],
  setup: {
    custom_survey: { questions: [{ id: 'q1', type: 'open-ended', headline: 'What do you bring to a team?' }] },
  },
  formName: 'Support lead',
  companyName: 'Tide Labs',
  color: '#2f6fed',
  audience: 'employer',
  locale: 'en',
  generatedAt: new Date('2026-01-05T00:00:00Z'),
});

async function render(report: ReportInput) {
  const cjkFaces = await cjkFacesOf(report);
  const element = await reportElement(report);
  fontsFromDisk();
  return { cjkFaces, pdf: await renderToBuffer(element) };
}

describe('the results PDF in any script', () => {
  beforeAll(() => loadAllMessages());

  it('draws a Japanese name and an Arabic open answer under its question, each with a face that has the glyphs', async () => {
    const { pdf } = await render(input(result({ displayName: '山田 花子' })));
    const { fonts, mapped } = fontsAndText(pdf);
    expect(fonts.some((f) => f.startsWith('NotoSansJP'))).toBe(true);
    expect(fonts.some((f) => f.startsWith('IBMPlexSansArabic'))).toBe(true);
    for (const ch of ['山', '田', '花', '子', 'ع', 'م', 'W', 'h']) expect(mapped(ch), ch).toBe(true);
  });

  it('fetches only the slices of the Japanese face that the name needs, and none for a Latin or Thai report', async () => {
    const japanese = await cjkFacesOf(input(result({ displayName: '山田 花子' })));
    const slices = japanese.get('山田 花子') ?? [];
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length).toBeLessThanOrEqual(4);
    expect(slices.every((f) => f.startsWith('NotoSansJP['))).toBe(true);
    const latin = await cjkFacesOf(input(result({ displayName: 'Ada Lovelace', lang: 'th' })));
    expect([...latin.values()].flat()).toEqual([]);
    const thai = await cjkFacesOf({ ...input(result({ displayName: 'สมชาย ใจดี', lang: 'th' })), locale: 'th' });
    expect([...thai.values()].flat()).toEqual([]);
  });

  it('draws Korean and Chinese names with their own faces', async () => {
    const korean = await cjkFacesOf(input(result({ displayName: '김민준' })));
    expect(korean.get('김민준')?.every((f) => f.startsWith('NotoSansKR['))).toBe(true);
    const chinese = await cjkFacesOf(input(result({ displayName: '陳大文', lang: 'zh-hk' })));
    // 大 is in the one traditional Chinese slice the PDF library cannot read: another face draws it.
    expect(chinese.get('陳大文')?.[0]).toMatch(/^NotoSansTC\[/);
    expect(chinese.get('陳大文')?.some((f) => f.startsWith('NotoSansTC[119]'))).toBe(false);
    const { pdf } = await render(input(result({ displayName: '김민준 陳大文', lang: 'ko' })));
    for (const ch of ['김', '민', '陳']) expect(fontsAndText(pdf).mapped(ch), ch).toBe(true);
  });

  it('draws what a face lacks with another: simplified Chinese in a Japanese answer, Hangul beside kana', async () => {
    const mixed = '私は团队が好き。저는 팀워크';
    const r = result({ displayName: 'Ada' });
    const report = input({ ...r, comments: { custom_survey: mixed } });
    const faces = (await cjkFacesOf(report)).get(mixed) ?? [];
    expect(faces[0]).toMatch(/^NotoSansJP\[/);
    expect(faces.some((f) => f.startsWith('NotoSansSC['))).toBe(true);
    expect(faces.some((f) => f.startsWith('NotoSansKR['))).toBe(true);
    const { pdf } = await render(report);
    const { fonts, mapped } = fontsAndText(pdf);
    for (const ch of ['私', '团', '队', '저', '팀']) expect(mapped(ch), ch).toBe(true);
    expect(fonts).not.toContain('Helvetica');
  });

  it('leaves the open answers out of the respondent’s feedback', async () => {
    const { pdf } = await render({ ...input(result({ displayName: 'Ada' })), audience: 'respondent' });
    expect(fontsAndText(pdf).fonts.some((f) => f.startsWith('IBMPlexSansArabic'))).toBe(false);
  });
});

describe("the employer's results PDF", () => {
  beforeAll(() => loadAllMessages());

  it('prints the human skills written answers under their prompt, each with its machine translation beneath', async () => {
    const report: ReportInput = {
      ...input(
        result({ displayName: 'Anna Müller', summaries: { human_skills: { overall: 66 }, big5: { overall: 60 } } }),
      ),
      sections: ['human_skills', 'big5'],
      openAnswers: {
        stored: [
          { key: 'human_skills.p1', section: 'human_skills', kind: 'written', item: 'p1', text: 'Ich höre zuerst zu.' },
          { key: 'comment.big5', section: 'big5', kind: 'comment', text: 'Gern mehr Zeit.' },
        ],
        prompts: { p1: 'Tell us about a time you resolved a conflict.' },
        translation: { offline: false, items: [{ key: 'human_skills.p1', text: 'I listen first.' }] },
      },
    };
    const lines = pdfLines((await render(report)).pdf).map((l) => l.text);
    const at = (text: string) => lines.indexOf(text);
    expect(at('Open answers')).toBeGreaterThan(-1);
    expect(at('Tell us about a time you resolved a conflict.')).toBeGreaterThan(at('Open answers'));
    expect(at('Ich höre zuerst zu.')).toBe(at('Tell us about a time you resolved a conflict.') + 1);
    expect(at('Machine translation')).toBe(at('Ich höre zuerst zu.') + 1);
    expect(at('I listen first.')).toBe(at('Machine translation') + 1);
    expect(at('Respondent’s comment · Big Five personality')).toBeGreaterThan(at('I listen first.'));
    expect(at('Gern mehr Zeit.')).toBeGreaterThan(-1);
    expect(lines.filter((l) => l === 'Machine translation')).toHaveLength(1);
  }, 60_000);
});
