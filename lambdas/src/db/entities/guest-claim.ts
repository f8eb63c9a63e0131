import { entityBuilder } from '../entity';
import { sweepAttributes, sweepDueIndex } from './sweep-index';

/**
 * A verified guest's data waiting for its new account (spec part 1 §4, §5 "Guest verification"): written
 * when the PIN is confirmed, keyed by the verified address; opening that account moves the guest's
 * assessments, teams and profile to it and deletes this record last. While it exists past its due time, the
 * sweep finishes an interrupted move (shard 'merge' of the sweep's index).
 */
export const buildGuestClaimEntity = entityBuilder({
  model: { entity: 'guestClaim', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    guestEmail: { type: 'string', required: true },
    guestSub: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    ...sweepAttributes(),
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
    byDue: sweepDueIndex(),
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GuestClaimEntity: ReturnType<typeof buildGuestClaimEntity>;
