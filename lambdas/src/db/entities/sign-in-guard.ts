import { entityBuilder } from '../entity';

/**
 * The wrong-answer state of one address, shared by sign-in PINs and guest verification codes: `failures` (forgotten
 * `expiresAt`, a day after the last wrong answer, also the TTL) and `blockedUntil` (epoch seconds; answers before it
 * are refused without being compared, except from a browser that signed in to the address before). `version` makes
 * each change one conditional write that checks and counts, so parallel answers cannot pass the bound.
 */
export const buildSignInGuardEntity = entityBuilder({
  model: { entity: 'signInGuard', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    failures: { type: 'number', required: true },
    blockedUntil: { type: 'number', required: true },
    version: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SignInGuardEntity: ReturnType<typeof buildSignInGuardEntity>;

/**
 * A browser that answered a PIN for an address (sha256 of the random id the web keeps): its PINs are not counted
 * against the address's hourly ceiling and its answers do not wait out a stranger's back-off.
 */
export const buildSignInDeviceEntity = entityBuilder({
  model: { entity: 'signInDevice', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    deviceHash: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['deviceHash'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SignInDeviceEntity: ReturnType<typeof buildSignInDeviceEntity>;
