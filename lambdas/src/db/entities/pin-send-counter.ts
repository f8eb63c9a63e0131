import { Entity } from '../entity';

/**
 * PINs sent to one e-mail in one UTC clock hour. Incremented with a conditional update
 * (`count < max`), so concurrent sends can never exceed the bound; the TTL removes old buckets.
 */
export const PinSendCounterEntity = new Entity({
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
