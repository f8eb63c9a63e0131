import { entityBuilder } from '../entity';

/**
 * A short public link code and what it opens (spec part 1 §3 Route record). The code is the key,
 * so creating it with a condition guarantees uniqueness.
 */
export const buildRouteRecordEntity = entityBuilder({
  model: { entity: 'route', version: '1', service: 'culturefit' },
  attributes: {
    code: { type: 'string', required: true },
    path: { type: 'string', required: true },
    templateId: { type: 'string' },
    owner: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: ['code'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const RouteRecordEntity: ReturnType<typeof buildRouteRecordEntity>;
