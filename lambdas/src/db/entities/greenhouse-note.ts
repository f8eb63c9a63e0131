import { entityBuilder } from '../entity';

/**
 * The idempotency record of one result attached to Greenhouse (docs/ats.md "Exactly once"): one per workspace and
 * event. `sending` is written before the note is posted, `sent` (with Greenhouse's note id) after; an attempt that
 * finds `sent` posts nothing, one that finds `sending` first looks for the note in the candidate's notes. Kept as long
 * as the deliveries (the table's TTL).
 */
export const buildGreenhouseNoteEntity = entityBuilder({
  model: { entity: 'greenhouseNote', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    event_id: { type: 'string', required: true },
    application_id: { type: 'string', required: true },
    status: { type: ['sending', 'sent'] as const, required: true },
    note_id: { type: 'string' },
    updated_at: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['team_id', 'event_id'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GreenhouseNoteEntity: ReturnType<typeof buildGreenhouseNoteEntity>;
