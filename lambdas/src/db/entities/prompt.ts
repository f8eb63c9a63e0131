import { entityBuilder } from '../entity';

/**
 * A prompt (spec part 2 §3 "prompts": code, model, providers, content, content_system), seeded from the versioned
 * pack (lambdas/src/common/ai/prompt-pack.ts) and read by code. `version` is raised with every change of its text.
 */
export const buildPromptEntity = entityBuilder({
  model: { entity: 'prompt', version: '1', service: 'culturefit' },
  attributes: {
    code: { type: 'string', required: true },
    version: { type: 'number', required: true },
    model: { type: 'string' },
    providers: { type: 'list', items: { type: 'string' }, required: true },
    content: { type: 'string', required: true },
    content_system: { type: 'string', required: true },
    max_tokens: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const PromptEntity: ReturnType<typeof buildPromptEntity>;
