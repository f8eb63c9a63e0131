import { entityBuilder } from '../entity';

/**
 * A guest on the way to Google or Microsoft from the verify dialog (spec part 1 §2, §4): the browser keeps
 * a random token; the new provider account presents it on return to take over the guest's work. Keyed by
 * the token's hash; used once; `expiresAt` is the table TTL and checked on use.
 */
export const buildGuestLinkEntity = entityBuilder({
  model: { entity: 'guestLink', version: '1', service: 'culturefit' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    guestEmail: { type: 'string', required: true },
    guestSub: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GuestLinkEntity: ReturnType<typeof buildGuestLinkEntity>;
