import { Entity } from 'electrodb';

/**
 * A day's count of one kind of unrequested mail (e.g. resume links per recipient, per assessment), raised
 * with a conditional ADD so concurrent requests cannot pass the cap; `expiresAt` (epoch seconds) is the TTL.
 */
export const MailCounterEntity = new Entity({
  model: { entity: 'mailCounter', version: '1', service: 'culturefit' },
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
