import * as z from '../zod-mini';
import { ANALYSIS_SECTIONS_PER_VALUE } from '../constants/ai';
import { ANALYZER_MAX_VALUES } from '../constants/limits';
import type { PromptCode } from './prompt-codes';

/**
 * The core values analyzer (spec part 1 §1 "Toolbox generators"; part 2 §9.3): up to 8 values, five analysis
 * sections per value, generated as a Step Functions fan-out and read back as a report.
 */

/**
 * The five analysis sections of one value, in report order. `overview` is the spec's PROMPT_ANALYZER_SECTIONS
 * (what the value means, what it looks like, what it is not); the others are named as the spec names them.
 */
export const ANALYZER_SECTIONS = ['overview', 'audit', 'skills', 'survey_questions', 'microlearning'] as const;
export type AnalyzerSection = (typeof ANALYZER_SECTIONS)[number];
export const ZAnalyzerSection = z.enum(ANALYZER_SECTIONS);

/** Each section's prompt (spec part 2 §7.4 PROMPT_ANALYZER_*). */
export const ANALYZER_PROMPTS: Record<AnalyzerSection, PromptCode> = {
  overview: 'PROMPT_ANALYZER_SECTIONS',
  audit: 'PROMPT_ANALYZER_AUDIT',
  skills: 'PROMPT_ANALYZER_SKILLS',
  survey_questions: 'PROMPT_ANALYZER_SURVEY_QUESTIONS',
  microlearning: 'PROMPT_ANALYZER_MICROLEARNING',
};

/** Skills guidance runs in its own, narrower Map (spec part 2 §9.3 "skills: 5"). */
export const ANALYZER_NARROW_SECTION: AnalyzerSection = 'skills';

/** Longest value the analyzer takes (a value is a word or a short phrase, like the core values tab's). */
export const ANALYZER_VALUE_MAX_CHARS = 60;

const sameValue = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The values of one run: 1 to 8 (spec part 2 §9.3 "Analyzer accepts up to 8 values"), each trimmed and non-empty,
 * none repeated (case-insensitive). Issues carry catalogue codes, so the form shows the catalogue's text.
 */
export const ZAnalyzerValues = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'ANALYZER_VALUE_REQUIRED' }),
        z.maxLength(ANALYZER_VALUE_MAX_CHARS, { error: 'ANALYZER_VALUE_TOO_LONG' }),
      ),
  )
  .check(
    z.minLength(1, { error: 'ANALYZER_VALUE_REQUIRED' }),
    z.maxLength(ANALYZER_MAX_VALUES, { error: 'ANALYZER_TOO_MANY_VALUES' }),
    z.superRefine((values, ctx) => {
      values.forEach((value, i) => {
        if (values.findIndex((other) => sameValue(other, value)) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: 'ANALYZER_DUPLICATE_VALUE' });
      });
    }),
  );

/** One Map item: which value (by position) and which section. */
export interface AnalyzerItem {
  index: number;
  section: AnalyzerSection;
}

/**
 * The work of a run, split for the two Maps: every value × section except skills for the wide Map, the skills
 * guidance of every value for the narrow one. Together one item per value × section.
 */
export function analyzerItems(valueCount: number): { items: AnalyzerItem[]; skills: AnalyzerItem[] } {
  const items: AnalyzerItem[] = [];
  const skills: AnalyzerItem[] = [];
  for (let index = 0; index < valueCount; index++) {
    for (const section of ANALYZER_SECTIONS)
      (section === ANALYZER_NARROW_SECTION ? skills : items).push({ index, section });
  }
  return { items, skills };
}

export const analyzerSectionCount = (valueCount: number) => valueCount * ANALYSIS_SECTIONS_PER_VALUE;

/** The values to prefill: the core-values page's `tags` query (spec part 2 §2, comma-joined), else the user's own. */
export function prefillValues(tags: string | null | undefined, own: readonly string[] = []): string[] {
  const fromTags = (tags ?? '')
    .split(',')
    .map((v) => v.trim().slice(0, ANALYZER_VALUE_MAX_CHARS))
    .filter(Boolean);
  const source = fromTags.length ? fromTags : own.map((v) => v.trim()).filter(Boolean);
  const out: string[] = [];
  for (const value of source)
    if (!out.some((v) => sameValue(v, value)) && out.length < ANALYZER_MAX_VALUES) out.push(value);
  return out;
}
