import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/**
 * A completed result no credit could pay for when it came in (the response is kept and scored; the employer sees
 * it once a credit pays for it). Listed per paying quota, oldest first, and released as credits arrive.
 */
export const buildHeldResultEntity = entityBuilder({
  model: { entity: 'heldResult', version: '1', service: 'culturefit' },
  attributes: {
    quotaKey: { type: 'string', required: true },
    finished_at: { type: 'string', required: true },
    form_id: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    /** The completion event the credit will be recorded under. */
    eventId: { type: 'string', required: true },
    teamId: { type: 'string' },
    /** When the sweep next tries to pay for it (the holder's next monthly reset): shard 'held' of the sweep's index. */
    ...sweepAttributes(),
  },
  indexes: {
    byQuota: {
      pk: { field: 'pk', composite: ['quotaKey'] },
      sk: { field: 'sk', composite: ['finished_at', 'form_id', 'emailKey'] },
    },
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const HeldResultEntity: ReturnType<typeof buildHeldResultEntity>;
