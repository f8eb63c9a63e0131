/** AI calls: spec part 2 §7.1, §7.4 and §8 "AI". */
export const AI_ERRORS = {
  UNSUPPORTED_AI_MODEL: 400,
  INVALID_PROMPT_CODE: 400,
  PROMPT_CONFIG_NOT_FOUND: 404,
  AI_PROVIDERS_NOT_FOUND: 500,
  AI_SERVICE_FAILED: 502,
  ANALYSIS_UNAVAILABLE: 422,
  /** Ours: the candidate analysis is written from a finished result only. */
  ANALYSIS_NOT_READY: 409,
  /** Ours: a decision overrides the AI's recommendation, so the analysis must exist first. */
  ANALYSIS_MISSING: 409,
  /** Ours: the human decision on a candidate analysis. */
  ANALYSIS_RECOMMENDATION_INVALID: 400,
  ANALYSIS_REASON_LENGTH: 400,
  /** Ours: the free analyzer's daily caps (per address, per user, visitor runs per deployment). */
  ANALYZER_DAILY_LIMIT: 429,
  /** Ours (docs/abuse.md "AI"): an account's or an address's daily AI runs of one kind are used up. */
  AI_DAILY_LIMIT: 429,
  /** Ours (issue 27 §1): the respondent answered in the employer's language, or wrote nothing to translate. */
  TRANSLATION_NOT_NEEDED: 400,
  /** Ours (docs/abuse.md "AI"): the deployment's daily AI budget for this kind of account is spent. */
  AI_BUDGET_REACHED: 503,
  /** spec part 2 §9.3 "Analyzer accepts up to 8 values". */
  ANALYZER_TOO_MANY_VALUES: 400,
  ANALYZER_VALUE_REQUIRED: 400,
  ANALYZER_VALUE_TOO_LONG: 400,
  ANALYZER_DUPLICATE_VALUE: 400,
} as const satisfies Record<string, number>;
