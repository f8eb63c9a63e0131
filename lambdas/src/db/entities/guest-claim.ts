import { entityBuilder } from '../entity';

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
    sweep_shard: { type: 'string' },
    sweep_due: { type: 'string' },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
    byDue: {
      index: 'gsi1',
      condition: (a: Record<string, unknown>) => typeof a.sweep_due === 'string' && a.sweep_due !== '',
      pk: { field: 'gsi1pk', composite: ['sweep_shard'] },
      sk: { field: 'gsi1sk', composite: ['sweep_due'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GuestClaimEntity: ReturnType<typeof buildGuestClaimEntity>;
