import { describe, expect, it } from 'vitest';
import { ANALYSIS_SECTIONS_PER_VALUE } from '../constants/ai';
import { ZStartAnalyzerRun } from '../routes/analyzer-schemas';
import { validationErrorCode } from '../errors/validation';
import { ANALYZER_PROMPTS, ANALYZER_SECTIONS, analyzerItems, prefillValues, ZAnalyzerValues } from './analyzer';
import { offlineAnalyzerSection } from './analyzer-offline';
import { PROMPT_CODES } from './prompt-codes';

const codeOf = (values: unknown) => {
  const parsed = ZAnalyzerValues.safeParse(values);
  return parsed.success ? 'ok' : validationErrorCode(parsed.error);
};

describe('core values analyzer input (spec part 2 §9.3 "Analyzer accepts up to 8 values")', () => {
  it.each<[string, unknown, string]>([
    ['one value', ['Integrity'], 'ok'],
    ['8 values', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 'ok'],
    ['9 values are refused', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], 'ANALYZER_TOO_MANY_VALUES'],
    ['no value is refused', [], 'ANALYZER_VALUE_REQUIRED'],
    ['a blank value is refused', ['Integrity', '   '], 'ANALYZER_VALUE_REQUIRED'],
    ['a duplicate is refused', ['Integrity', 'Courage', 'Integrity'], 'ANALYZER_DUPLICATE_VALUE'],
    ['a duplicate differing in case and spaces is refused', ['Integrity', ' integrity '], 'ANALYZER_DUPLICATE_VALUE'],
    ['a value over 60 characters is refused', ['x'.repeat(61)], 'ANALYZER_VALUE_TOO_LONG'],
  ])('%s', (_name, values, expected) => {
    expect(codeOf(values)).toBe(expected);
  });

  it('values are trimmed', () => {
    expect(ZAnalyzerValues.parse(['  Integrity ', 'Care'])).toEqual(['Integrity', 'Care']);
  });

  it('a start names its run with a random id of 32 to 64 URL-safe characters, and only en or th output', () => {
    const ok = { runId: 'a'.repeat(43), values: ['Integrity'], language: 'th' };
    expect(ZStartAnalyzerRun.safeParse(ok).success).toBe(true);
    expect(ZStartAnalyzerRun.safeParse({ ...ok, runId: 'short' }).success).toBe(false);
    expect(ZStartAnalyzerRun.safeParse({ ...ok, language: 'es' }).success).toBe(false);
    expect(ZStartAnalyzerRun.safeParse({ ...ok, owner: 'someone' }).success).toBe(false);
  });
});

describe('five analysis sections per value (spec part 2 §9.3)', () => {
  it('each section has its PROMPT_ANALYZER_* prompt (part 2 §7.4)', () => {
    expect(ANALYZER_SECTIONS).toHaveLength(ANALYSIS_SECTIONS_PER_VALUE);
    expect(Object.values(ANALYZER_PROMPTS).sort()).toEqual(
      PROMPT_CODES.filter((c) => c.startsWith('PROMPT_ANALYZER_')).sort(),
    );
  });

  it('one item per value × section: skills guidance in its own list, the rest in the other', () => {
    const { items, skills } = analyzerItems(3);
    expect(items).toHaveLength(12);
    expect(skills).toEqual([0, 1, 2].map((index) => ({ index, section: 'skills' })));
    const all = [...items, ...skills].map((i) => `${i.index}:${i.section}`);
    expect(new Set(all).size).toBe(15);
    expect(items.some((i) => i.section === 'skills')).toBe(false);
  });
});

describe('prefill (spec part 1 §2 "core-values page (optional query tags with comma-joined values)")', () => {
  it('takes the tags query first, trimmed, without repeats, at most 8', () => {
    expect(prefillValues(' Integrity, Care,,integrity ', ['Own'])).toEqual(['Integrity', 'Care']);
    expect(prefillValues('a,b,c,d,e,f,g,h,i,j')).toHaveLength(8);
  });
  it("falls back to the signed-in user's own core values", () => {
    expect(prefillValues(null, ['Courage', 'Care'])).toEqual(['Courage', 'Care']);
    expect(prefillValues('', [])).toEqual([]);
  });
});

describe('offline stand-in sections', () => {
  it('are Markdown built from the value, the same for the same inputs, in English or Thai', () => {
    for (const section of ANALYZER_SECTIONS) {
      const en = offlineAnalyzerSection(section, { value: 'Ownership', company: 'Acme', language: 'en' });
      expect(en).toMatch(/^## /);
      expect(en).toContain('Ownership');
      expect(offlineAnalyzerSection(section, { value: 'Ownership', company: 'Acme', language: 'en' })).toBe(en);
      const th = offlineAnalyzerSection(section, { value: 'ความรับผิดชอบ', company: '', language: 'th' });
      expect(th).toMatch(/[\u0E00-\u0E7F]{4}/);
      expect(th).toContain('ความรับผิดชอบ');
    }
  });
});
