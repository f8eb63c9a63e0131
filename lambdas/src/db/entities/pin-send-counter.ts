import { entityBuilder } from '../entity';

/**
 * PINs sent to one e-mail in one UTC clock hour. Incremented with a conditional update
 * (`count < max`), so concurrent sends can never exceed the bound; the TTL removes old buckets.
 */
export const buildPinSendCounterEntity = entityBuilder({
  model: { entity: 'pinSendCounter', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    hour: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmailHour: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['hour'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const PinSendCounterEntity: ReturnType<typeof buildPinSendCounterEntity>;
