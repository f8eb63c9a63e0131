import { entityBuilder } from '../entity';

/**
 * The PIN a guest asked for to verify an address (spec part 1 §5 "Guest verification"), one per address and guest
 * (the PIN only works for that guest, and another guest's request leaves it alone): a salted hash, attempts and
 * expiry like a sign-in PIN.
 */
export const buildGuestVerificationEntity = entityBuilder({
  model: { entity: 'guestVerification', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    guestEmail: { type: 'string', required: true },
    pinHash: { type: 'string', required: true },
    salt: { type: 'string', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['guestEmail'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GuestVerificationEntity: ReturnType<typeof buildGuestVerificationEntity>;
