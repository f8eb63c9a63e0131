import { entityBuilder } from '../entity';

/**
 * The AI analysis of one completed attempt of a respondent (spec part 1 §1 "Results": cultural alignment, skill
 * match, risk level, hiring recommendation). Keyed by the respondent and their attempt (the number of attempts
 * cleared before it), so a reset respondent gets a fresh analysis and the old one stays with the old attempt.
 *
 * Recruitment AI is high-risk under the EU AI Act: each AI text keeps its provenance (provider, model, offline,
 * prompt code and version, inputs hash, time, cached), and the people's decisions are a list that is only appended
 * to; regenerating replaces the AI part and keeps the decisions.
 */
export const buildRespondentAnalysisEntity = entityBuilder({
  model: { entity: 'candidateAnalysis', version: '1', service: 'culturefit' },
  attributes: {
    form_id: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    attempt: { type: 'number', required: true },
    /** The respondent's opaque id (candidateRef), for the wire and the answer cache's scope. */
    ref: { type: 'string', required: true },
    /** Raised by every regeneration: part of the answer cache's scope, so a regeneration writes new text. */
    generation: { type: 'number', required: true },
    /** AnalysisIndicators (shared/src/results/analysis.ts). */
    indicators: { type: 'any', required: true },
    /** ScoreUsed[]: the scores the indicators rest on. */
    scores: { type: 'any', required: true },
    summary: { type: 'string', required: true },
    questions: { type: 'string', required: true },
    ai_recommendation: { type: ['strong_fit', 'good_fit', 'consider', 'no_hire'] as const, required: true },
    language: { type: ['en', 'th'] as const, required: true },
    /** { summary: AiProvenance, questions: AiProvenance }. */
    provenance: { type: 'any', required: true },
    decisions: {
      type: 'list',
      default: [],
      items: {
        type: 'map',
        properties: {
          recommendation: { type: ['strong_fit', 'good_fit', 'consider', 'no_hire'] as const, required: true },
          reason: { type: 'string', required: true },
          by: { type: 'string', required: true },
          at: { type: 'string', required: true },
        },
      },
    },
    created_by: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byAttempt: { pk: { field: 'pk', composite: ['form_id', 'emailKey'] }, sk: { field: 'sk', composite: ['attempt'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const RespondentAnalysisEntity: ReturnType<typeof buildRespondentAnalysisEntity>;
