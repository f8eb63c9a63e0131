import * as z from '../zod-mini';
import { ZAiProvenance } from './ai-provenance';
import { HIRING_RECOMMENDATIONS, RISK_LEVELS } from '../results/analysis';
import { ZSectionKind } from '../sections/kinds-schema';
import { lazySchema } from './lazy-schema';

/** Wire shapes of the AI candidate analysis (spec part 1 §1 "Results"; shared/src/results/analysis.ts). */

export const ZHiringRecommendation = lazySchema(() => z.enum(HIRING_RECOMMENDATIONS));
export const ZRiskLevel = lazySchema(() => z.enum(RISK_LEVELS));

/** The limits of a decision's reason (ours). */
export const ANALYSIS_REASON_LIMITS = { min: 3, max: 1000 } as const;

export const ZAnalysisIndicators = lazySchema(() =>
  z.object({
    cultural_alignment: z.number(),
    skill_match: z.nullable(z.number()),
    risk_level: ZRiskLevel,
    suggested_recommendation: ZHiringRecommendation,
  }),
);

export const ZScoreUsed = lazySchema(() =>
  z.object({
    section: ZSectionKind,
    score: z.number(),
    dimension: z.enum(['culture', 'skill']),
  }),
);

/**
 * What every AI text of the analysis records (EU AI Act: recruitment AI is high-risk, so each output is traceable
 * to its model, prompt code and version, inputs and time).
 */
export const ZAnalysisProvenance = ZAiProvenance;
export type AnalysisProvenance = z.infer<typeof ZAnalysisProvenance>;

/** A person's decision beside the AI's recommendation: kept in order, never overwritten. */
export const ZAnalysisDecision = lazySchema(() =>
  z.object({
    recommendation: ZHiringRecommendation,
    reason: z.string(),
    by: z.string(),
    at: z.string(),
  }),
);
export type AnalysisDecision = z.infer<typeof ZAnalysisDecision>;

export const ZRespondentAnalysis = lazySchema(() =>
  z.object({
    /** The respondent's opaque id and which of their attempts this analysis is of (a reset starts a new one). */
    candidate_id: z.string(),
    attempt: z.number().check(z.int()),
    indicators: ZAnalysisIndicators,
    /** The scores the indicators rest on. */
    scores: z.array(ZScoreUsed),
    /** Markdown: the executive summary, ending with its 'Recommendation: <label>' line. */
    summary: z.string(),
    /** Markdown: interview questions. */
    questions: z.string(),
    /** The model's recommendation, parsed from the summary. */
    ai_recommendation: ZHiringRecommendation,
    provenance: z.object({ summary: ZAnalysisProvenance, questions: ZAnalysisProvenance }),
    decisions: z.array(ZAnalysisDecision),
    /** Output language of the AI text. */
    language: z.enum(['en', 'th']),
    /** The respondent's scores changed since it was written (a rescore): regenerate to bring it up to date. */
    stale: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type RespondentAnalysis = z.infer<typeof ZRespondentAnalysis>;

export const ZRespondentAnalysisRead = lazySchema(() => z.object({ analysis: z.nullable(ZRespondentAnalysis) }));

/** Generate (streaming): the stored analysis is returned as it is unless `regenerate` asks for new AI text. */
export const ZGenerateAnalysis = lazySchema(() => z.object({ regenerate: z._default(z.boolean(), false) }));

export const ZOverrideAnalysis = lazySchema(() =>
  z.object({
    recommendation: z.enum(HIRING_RECOMMENDATIONS, { error: 'ANALYSIS_RECOMMENDATION_INVALID' }),
    reason: z
      .string({ error: 'ANALYSIS_REASON_LENGTH' })
      .check(
        z.trim(),
        z.minLength(ANALYSIS_REASON_LIMITS.min, { error: 'ANALYSIS_REASON_LENGTH' }),
        z.maxLength(ANALYSIS_REASON_LIMITS.max, { error: 'ANALYSIS_REASON_LENGTH' }),
      ),
  }),
);
