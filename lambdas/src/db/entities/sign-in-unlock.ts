import { entityBuilder } from '../entity';

/**
 * An unlock link mailed to an address's owner while a stranger's wrong answers make it wait (accounts/pin/unlock.ts):
 * only the sha256 of its random token, the address it unlocks and `expiresAt` (epoch seconds, also the TTL). Keyed by
 * the hash, since the link carries the token only; deleted conditionally when used, so it works once.
 */
export const buildSignInUnlockEntity = entityBuilder({
  model: { entity: 'signInUnlock', version: '1', service: 'culturefit' },
  attributes: {
    tokenHash: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SignInUnlockEntity: ReturnType<typeof buildSignInUnlockEntity>;
