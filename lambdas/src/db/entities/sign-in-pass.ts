import { entityBuilder } from '../entity';

/**
 * A sign-in secret other than a PIN, for the custom-auth triggers: a guest's pass (reusable until it
 * expires or the guest verifies) or the one-time grant a just-verified guest opens the new account with.
 * Only a salted hash is kept; `expiresAt` (epoch seconds) is the table TTL and checked on every read.
 */
export const buildSignInPassEntity = entityBuilder({
  model: { entity: 'signInPass', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    kind: { type: ['guest', 'grant'] as const, required: true },
    secretHash: { type: 'string', required: true },
    salt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SignInPassEntity: ReturnType<typeof buildSignInPassEntity>;
