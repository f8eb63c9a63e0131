import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/**
 * An account's retention period for its respondents (docs/privacy.md "Retention"), beside the user record so the
 * sweep can find the accounts that have one: shard 'retention' of the sweep's index, due when the sweep should next
 * look (at once when set, then daily). Removed when the account keeps respondents until it deletes them.
 */
export const buildRetentionPolicyEntity = entityBuilder({
  model: { entity: 'retentionPolicy', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    /** The account's address as its assessments name their creator. */
    email: { type: 'string', required: true },
    months: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
    ...sweepAttributes(),
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const RetentionPolicyEntity: ReturnType<typeof buildRetentionPolicyEntity>;
