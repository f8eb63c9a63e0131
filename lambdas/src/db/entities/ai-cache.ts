import { entityBuilder } from '../entity';

/**
 * A cached AI answer (spec part 2 §3 "caches": response, created_at, uuid, scope, data), keyed by a hash of the
 * prompt code, its version, the provider and model and the filled inputs. Only answers that passed their check are
 * written; `expiresAt` (epoch seconds, the table's TTL) ends them after 7 days (part 2 §9.3).
 */
export const buildAiCacheEntity = entityBuilder({
  model: { entity: 'aiCache', version: '1', service: 'culturefit' },
  attributes: {
    key: { type: 'string', required: true },
    scope: { type: 'string', required: true },
    code: { type: 'string', required: true },
    prompt_version: { type: 'number', required: true },
    response: { type: 'string', required: true },
    provider: { type: 'string', required: true },
    model: { type: 'string', required: true },
    offline: { type: 'boolean', required: true },
    created_at: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['key'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AiCacheEntity: ReturnType<typeof buildAiCacheEntity>;
