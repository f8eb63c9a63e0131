import { entityBuilder } from '../entity';

/**
 * An address the product no longer mails (docs/deploy.md "E-mail delivery: bounces and complaints"): SES reported a
 * permanent bounce or a complaint for it (lambdas/src/adapters/mail/ses-events.ts). Keyed by the address's emailKey, so
 * the check before every send (lambdas/src/adapters/mail/index.ts) ignores case. Written once, by the first event; a
 * redelivered or later event leaves it as it is. No TTL: an operator removes an item by hand once the address is fixed.
 */
export const buildMailSuppressionEntity = entityBuilder({
  model: { entity: 'mailSuppression', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    reason: { type: ['bounce', 'complaint'] as const, required: true },
    /** SES's bounce subtype (General, NoEmail, Suppressed, OnAccountSuppressionList…) or complaint feedback type. */
    detail: { type: 'string' },
    /** SES's feedback id of the event that suppressed the address. */
    feedbackId: { type: 'string', required: true },
    suppressedAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: [] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const MailSuppressionEntity: ReturnType<typeof buildMailSuppressionEntity>;
