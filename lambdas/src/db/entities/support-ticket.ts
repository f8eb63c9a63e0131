import { entityBuilder } from '../entity';

/**
 * A support ticket (spec part 1 §3 "Support ticket", part 2 §7.2 support_tickets): the message and what support
 * needs to answer it, taken from the account at the time (never from the browser). Keyed by the sender and the
 * browser's request id, so a retried send is the same ticket; `mailed_at` records that support was e-mailed.
 */
export const buildSupportTicketEntity = entityBuilder({
  model: { entity: 'supportTicket', version: '1', service: 'culturefit' },
  attributes: {
    emailKey: { type: 'string', required: true },
    requestId: { type: 'string', required: true },
    message: { type: 'string', required: true },
    has_attachment: { type: 'boolean', required: true },
    /** Storage key of the attachment (images/users/{emailKey}/support-tickets-…); the e-mail carries a signed link. */
    uploaded_image_url: { type: 'string' },
    company_name: { type: 'string', required: true },
    fullname: { type: 'string', required: true },
    email: { type: 'string', required: true },
    assessments_total: { type: 'number', required: true },
    /** A number, or the text Unlimited. */
    credits_remaining: { type: 'string', required: true },
    lang: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    mailed_at: { type: 'string' },
    /** Whoever set this (conditionally) sends the e-mail; a send that failed can be claimed again after it. */
    mail_claim_until: { type: 'string' },
  },
  indexes: {
    byRequest: { pk: { field: 'pk', composite: ['emailKey'] }, sk: { field: 'sk', composite: ['requestId'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const SupportTicketEntity: ReturnType<typeof buildSupportTicketEntity>;
