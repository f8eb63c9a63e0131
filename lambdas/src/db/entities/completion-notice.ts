import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/**
 * One completion e-mail waiting to go to an assessment's owner (lambdas/src/results/completion-notice.ts): written
 * right after the completion, sent by the next sweep run (shard 'notice' of the sweep's index), so the candidate's
 * Finish neither renders nor sends mail. The sweep takes it out of the index before it sends: it goes out once.
 */
export const buildCompletionNoticeEntity = entityBuilder({
  model: { entity: 'completionNotice', version: '1', service: 'culturefit' },
  attributes: {
    ownerKey: { type: 'string', required: true },
    form_id: { type: 'string', required: true },
    /** The respondent's key within the assessment. */
    emailKey: { type: 'string', required: true },
    /** The owner's address. */
    email: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    sent_at: { type: 'string' },
    /** Removed by DynamoDB's TTL a week after it was written (sent or not). */
    expiresAt: { type: 'number' },
    ...sweepAttributes(),
  },
  indexes: {
    byOwner: {
      pk: { field: 'pk', composite: ['ownerKey'] },
      sk: { field: 'sk', composite: ['form_id', 'emailKey'] },
    },
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CompletionNoticeEntity: ReturnType<typeof buildCompletionNoticeEntity>;
