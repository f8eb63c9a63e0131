import { entityBuilder } from '../entity';

/**
 * One analysis section of one value in an analyzer run (spec part 2 §9.3: five per value): pending when the run
 * starts, then finished with its Markdown text and provenance, or failed, written by the workflow's step handler.
 * A finished section is never written again (the step is idempotent under Step Functions retries).
 */
export const buildAnalyzerSectionEntity = entityBuilder({
  model: { entity: 'analyzerSection', version: '1', service: 'culturefit' },
  attributes: {
    runId: { type: 'string', required: true },
    /** Position of the value in the run's values. */
    index: { type: 'number', required: true },
    section: { type: ['overview', 'audit', 'skills', 'survey_questions', 'microlearning'] as const, required: true },
    status: { type: ['pending', 'finished', 'failed'] as const, required: true },
    text: { type: 'string', default: '' },
    /** AiProvenance (lambdas/src/common/ai/generate-text.ts): provider, model, offline, prompt code and version, inputs hash, time. */
    provenance: { type: 'any' },
    /** Catalogue code of a failure (e.g. AI_SERVICE_FAILED after its 3 attempts). */
    error: { type: 'string' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['runId'] }, sk: { field: 'sk', composite: ['index', 'section'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AnalyzerSectionEntity: ReturnType<typeof buildAnalyzerSectionEntity>;
