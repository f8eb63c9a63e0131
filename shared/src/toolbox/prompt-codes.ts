import * as z from '../zod-mini';

/**
 * Every prompt code of spec part 2 §7.4. A prompt is data (part 2 §3 "prompts"): its text lives in the table,
 * seeded from the versioned pack in lambdas/src/common/ai/prompt-pack.ts.
 */
export const PROMPT_CODES = [
  // candidate analysis (part 1 §1 "Results")
  'PROMPT_EXECUTIVE_SUMMARY',
  'PROMPT_INTERVIEW_QUESTIONS',
  // open answers translated for the employer (issue 27 §1; ours, beyond part 2 §7.4)
  'PROMPT_TRANSLATE_ANSWERS',
  // core values analyzer: five analysis sections per value (part 2 §9.3)
  'PROMPT_ANALYZER_SECTIONS',
  'PROMPT_ANALYZER_AUDIT',
  'PROMPT_ANALYZER_SKILLS',
  'PROMPT_ANALYZER_SURVEY_QUESTIONS',
  'PROMPT_ANALYZER_MICROLEARNING',
  // assisted setup (part 1 §2, §4)
  'PROMPT_SETUP_VALUES_ALIGNMENT',
  'PROMPT_SETUP_CULTURE_PROFILE',
  'PROMPT_SETUP_ACCEPTABLE_BEHAVIORS',
  'PROMPT_SETUP_AUTO_SELECT_SECTIONS',
  // toolbox generators (part 1 §1 "Toolbox generators")
  'PROMPT_JOB_ROLE',
  'PROMPT_JOB_POST',
  'PROMPT_INTERVIEW_GUIDE',
  'PROMPT_CAREER_PATH',
  'PROMPT_OKR_INDIVIDUAL',
  'PROMPT_OKR_TEAM',
  'PROMPT_OKR_ORGANIZATION',
  'PROMPT_PERFORMANCE_IMPROVEMENT',
  'PROMPT_DAY_PLAN',
] as const;

export type PromptCode = (typeof PROMPT_CODES)[number];

export function isPromptCode(code: string): code is PromptCode {
  return (PROMPT_CODES as readonly string[]).includes(code);
}

export const ZPromptCode = z.enum(PROMPT_CODES);

/** Output languages of AI content (spec part 2 §1): English and Thai. */
export const AI_OUTPUT_LANGUAGES = ['en', 'th'] as const;
export type AiOutputLanguage = (typeof AI_OUTPUT_LANGUAGES)[number];
export const ZAiOutputLanguage = z.enum(AI_OUTPUT_LANGUAGES);
export const AI_LANGUAGE_NAMES: Record<AiOutputLanguage, string> = { en: 'English', th: 'Thai' };
