/** AI calls and analysis: spec part 2 §7.1 and §9.3. */

export const AI_MODELS = ['openai', 'gemini'] as const;
export type AiModel = (typeof AI_MODELS)[number];

export const AI_CACHE_TTL_DAYS = 7;
export const AI_CACHE_TTL_SECONDS = AI_CACHE_TTL_DAYS * 24 * 60 * 60;
export const AI_MAX_RETRIES = 3;

/** Step Functions Map concurrency for the core values analyzer; skills guidance runs narrower. */
export const ANALYZER_CONCURRENCY = 10;
export const ANALYZER_SKILLS_CONCURRENCY = 5;
export const ANALYSIS_SECTIONS_PER_VALUE = 5;

/**
 * Ours: the analyzer is free (the spec charges credits for the seven generators only) and public, so its cost is
 * bounded by daily caps instead: runs per source address, per signed-in user, and visitor runs per deployment
 * (docs/spec-coverage.md "Core values analyzer").
 */
export const ANALYZER_RUNS_PER_ADDRESS_PER_DAY = 10;
export const ANALYZER_RUNS_PER_USER_PER_DAY = 20;
export const ANALYZER_VISITOR_RUNS_PER_DAY = 1000;

export const TEXT_REVEAL = { chunkChars: 120, intervalMs: 180 } as const;

export const AI_DEFAULTS = { temperature: 0.01, max_tokens: 1024 } as const;
/** The older variant of the chat call (spec part 2 §7.1). */
export const AI_LEGACY_DEFAULTS = { model: 'gpt-4', temperature: 0.1, max_tokens: 1400 } as const;

/** After every result is finished the progress bar steps through these (spec part 2 §4). */
export const AI_FINAL_PROGRESS_STEPS = [90, 95, 100] as const;
