import { entityBuilder } from '../entity';

/**
 * A day's count of one kind of event to cap (resume-link mails per recipient and per assessment, guest
 * accounts started per address), raised
 * with a conditional ADD so concurrent requests cannot pass the cap; `expiresAt` (epoch seconds) is the TTL.
 */
export const buildDailyCounterEntity = entityBuilder({
  model: { entity: 'dailyCounter', version: '1', service: 'culturefit' },
  attributes: {
    scope: { type: 'string', required: true },
    day: { type: 'string', required: true },
    count: { type: 'number', default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['day'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const DailyCounterEntity: ReturnType<typeof buildDailyCounterEntity>;
