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
 * bounded by daily caps instead: runs per source address, per signed-in user, and the paying customers' runs per
 * deployment (docs/spec-coverage.md "Core values analyzer").
 */
export const ANALYZER_RUNS_PER_ADDRESS_PER_DAY = 10;
export const ANALYZER_RUNS_PER_USER_PER_DAY = 20;
export const ANALYZER_CUSTOMER_RUNS_PER_DAY = 1000;
/**
 * Beside those 1,000 runs a day for paying customers, what visitors, guests and accounts that never paid may start
 * together (docs/abuse.md "AI"): a separate pool a quarter that size, so a crowd of new identities cannot spend the
 * runs customers need. A run is one model call per value and section, the costliest AI use there is. Visitors,
 * guests and never-paid accounts count against the address's 10 a day too (a guest is an account a visitor
 * makes in one call, so its own 20 would multiply); a paying customer's address may start 40 (an office).
 */
export const ANALYZER_NEW_RUNS_PER_DAY = 250;
export const ANALYZER_CUSTOMER_RUNS_PER_ADDRESS_PER_DAY = 40;

/** The AI uses a person starts and that cost model calls, each with its own daily budgets. */
export const AI_USES = ['analysis', 'setup', 'generator', 'translation'] as const;
export type AiUse = (typeof AI_USES)[number];

/**
 * Daily budgets of each AI use (ours, docs/abuse.md "AI"; the spec sets none), per UTC day:
 * - perAccount: one account. An analysis regeneration (two model calls) 20: an employer rewrites a few analyses
 *   a day, not dozens. "Set up with AI" and the first assessment (four calls) 10: a draft is set up once or
 *   twice. Generators 50: each also costs a credit, so this binds only unlimited plans and guests. Translations
 *   of a respondent's open answers 100 (one model call each, a credit each like a generator): a hiring round's
 *   respondents read in a day, and again it binds only unlimited plans.
 * - perAddress: one client address, whatever accounts are behind it: twice the per-account budget (one office
 *   may share an address), so many throw-away accounts on one machine do not multiply it.
 * - deployment: every account together, split in two pools so new accounts cannot spend what customers need:
 *   `customers` for accounts that have paid, `fresh` for guests and accounts that never paid.
 * - guestRuns: generator runs a guest may start a day and all guests together: guests have no credits, so
 *   their runs come from this small shared budget, not from a grant each.
 */
export const AI_BUDGETS: Record<
  AiUse,
  { perAccount: number; perAddress: number; deployment: { customers: number; fresh: number } }
> = {
  analysis: { perAccount: 20, perAddress: 40, deployment: { customers: 20_000, fresh: 2_000 } },
  setup: { perAccount: 10, perAddress: 20, deployment: { customers: 5_000, fresh: 1_000 } },
  generator: { perAccount: 50, perAddress: 100, deployment: { customers: 20_000, fresh: 2_000 } },
  translation: { perAccount: 100, perAddress: 200, deployment: { customers: 20_000, fresh: 2_000 } },
};
/** A guest's generator runs a day, and all guests' together (see AI_BUDGETS). */
export const GUEST_GENERATOR_RUNS = { perGuest: 3, allGuests: 300 } as const;

export const TEXT_REVEAL = { chunkChars: 120, intervalMs: 180 } as const;

export const AI_DEFAULTS = { temperature: 0.01, max_tokens: 1024 } as const;
/** The older variant of the chat call (spec part 2 §7.1). */
export const AI_LEGACY_DEFAULTS = { model: 'gpt-4', temperature: 0.1, max_tokens: 1400 } as const;

/** After every result is finished the progress bar steps through these (spec part 2 §4). */
export const AI_FINAL_PROGRESS_STEPS = [90, 95, 100] as const;
