import { entityBuilder } from '../entity';

/**
 * A sign-in PIN of an e-mail, one per sign-in session (the challenge id). A new sign-in adds its own challenge
 * and leaves the others alone, so nobody can cancel someone else's pending PIN by starting a sign-in for the
 * same address. Only a salted hash is kept; `expiresAt` (epoch
 * seconds) is both the table TTL and the expiry checked in every conditional write, because TTL
 * deletion is lazy.
 */
export const buildPinChallengeEntity = entityBuilder({
  model: { entity: 'pinChallenge', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    challengeId: { type: 'string', required: true },
    pinHash: { type: 'string', required: true },
    salt: { type: 'string', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['challengeId'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const PinChallengeEntity: ReturnType<typeof buildPinChallengeEntity>;
