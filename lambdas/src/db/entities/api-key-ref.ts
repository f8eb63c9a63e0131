import { entityBuilder } from '../entity';

/**
 * Which account an API key belongs to, found by the key's SHA-256 (spec part 2 §6: the key itself is never
 * stored). Regenerating the key deletes the old reference, so the old key stops working at once; byAccount finds
 * every reference an account holds, so a regeneration also revokes any that outlived an interrupted replacement.
 */
export const buildApiKeyRefEntity = entityBuilder({
  model: { entity: 'apiKeyRef', version: '1', service: 'culturefit' },
  attributes: {
    keyHash: { type: 'string', required: true },
    sub: { type: 'string', required: true },
    email: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byHash: { pk: { field: 'pk', composite: ['keyHash'] }, sk: { field: 'sk', composite: [] } },
    byAccount: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['sub'] },
      sk: { field: 'gsi1sk', composite: ['created_at', 'keyHash'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ApiKeyRefEntity: ReturnType<typeof buildApiKeyRefEntity>;
