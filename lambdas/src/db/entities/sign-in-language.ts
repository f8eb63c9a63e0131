import { Entity } from '../entity';

/**
 * The language of the page a sign-in was started on, noted by the pre-authentication trigger (the only one that
 * sees InitiateAuth's ClientMetadata) for the PIN e-mail the create-challenge trigger sends a moment later.
 * `expiresAt` (epoch seconds) is the table TTL and checked on read; it decides nothing but the e-mail's language.
 */
export const SignInLanguageEntity = new Entity({
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
