import { entityBuilder } from '../entity';

/**
 * The language of the page a sign-in was started on, noted by the pre-authentication trigger (the only one that
 * sees InitiateAuth's ClientMetadata) for the PIN e-mail the create-challenge trigger sends a moment later.
 * `expiresAt` (epoch seconds) is the table TTL and checked on read; it decides nothing but the e-mail's language.
 */
export const buildSignInLanguageEntity = entityBuilder({
  model: { entity: 'signInLanguage', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    lang: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SignInLanguageEntity: ReturnType<typeof buildSignInLanguageEntity>;
