import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/**
 * One account's completions of one UTC day that go out as a digest (lambdas/src/results/completion-notice.ts): the
 * owner chose the daily digest, or the day's single completion mails reached their cap. Due in the sweep's index
 * (shard 'digest') from the end of that day; the sweep takes it out of the index before it sends, so the digest
 * of a day goes out once however often the sweep runs or retries.
 */
export const buildCompletionDigestEntity = entityBuilder({
  model: { entity: 'completionDigest', version: '1', service: 'culturefit' },
  attributes: {
    ownerKey: { type: 'string', required: true },
    /** The UTC day, YYYY-MM-DD. */
    day: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** Completions counted into it. */
    count: { type: 'number', default: 0 },
    /** The assessments they were of. */
    forms: { type: 'set', items: 'string' },
    sent_at: { type: 'string' },
    ...sweepAttributes(),
  },
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['ownerKey'] }, sk: { field: 'sk', composite: ['day'] } },
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const CompletionDigestEntity: ReturnType<typeof buildCompletionDigestEntity>;
