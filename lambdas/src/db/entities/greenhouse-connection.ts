import { entityBuilder } from '../entity';

/**
 * A workspace's Greenhouse connection (docs/ats.md): the Harvest v3 client id, the Greenhouse user the notes are
 * written as, and the name of the Secrets Manager secret that holds the client secret. The secret itself is never in
 * the table; `secret_hint` is its last four characters, to tell credentials apart.
 */
export const buildGreenhouseConnectionEntity = entityBuilder({
  model: { entity: 'greenhouseConnection', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    client_id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    secret_name: { type: 'string', required: true },
    secret_hint: { type: 'string', required: true },
    connected_by: { type: 'string', required: true },
    connected_at: { type: 'string', required: true },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['team_id'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GreenhouseConnectionEntity: ReturnType<typeof buildGreenhouseConnectionEntity>;
