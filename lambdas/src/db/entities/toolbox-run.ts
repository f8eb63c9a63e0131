import { entityBuilder } from '../entity';

/**
 * One run of a toolbox generator (spec part 1 §1 "Toolbox generators"; part 2 §1: 1 credit per run), keyed by the
 * id the browser made for it, so a retried request finds its run instead of paying again. It records whose it is,
 * what was asked (generator, output language, inputs), where it stands (running, finished, failed), the text, and
 * the text's provenance (provider, model, offline, prompt code and version, inputs hash, time).
 */
export const buildToolboxRunEntity = entityBuilder({
  model: { entity: 'toolboxRun', version: '1', service: 'culturefit' },
  attributes: {
    runId: { type: 'string', required: true },
    /** The owner: e-mail key of the signed-in person who ran it (never taken from the request body). */
    emailKey: { type: 'string', required: true },
    generator: {
      type: [
        'job_role',
        'job_post',
        'interview_guide',
        'career_path',
        'okr',
        'performance_improvement',
        'day_plan',
      ] as const,
      required: true,
    },
    language: { type: ['en', 'th'] as const, required: true },
    /** Field name to value, as checked by the generator's schema (shared/src/toolbox/generators.ts). */
    inputs: { type: 'any', required: true },
    title: { type: 'string', default: '' },
    status: { type: ['running', 'finished', 'failed'] as const, required: true },
    text: { type: 'string', default: '' },
    /** The catalogue code a failed run ended with. */
    error_code: { type: 'string' },
    provider: { type: 'string' },
    model: { type: 'string' },
    offline: { type: 'boolean', default: false },
    prompt_code: { type: 'string' },
    prompt_version: { type: 'number' },
    inputs_hash: { type: 'string' },
    generated_at: { type: 'string' },
    cached: { type: 'boolean' },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['runId'] }, sk: { field: 'sk', composite: [] } },
    /** A person's runs of one generator, oldest first (read newest first). */
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['emailKey'] },
      sk: { field: 'gsi1sk', composite: ['generator', 'created_at', 'runId'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ToolboxRunEntity: ReturnType<typeof buildToolboxRunEntity>;
