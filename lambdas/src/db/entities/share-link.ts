import { entityBuilder } from '../entity';

/**
 * A results share link (spec part 1 §2 "share link", §6 viewer levels): an unguessable token naming one
 * respondent's result and the level it is seen at. Revoking keeps the record (who shared what, and when) and
 * makes the token open nothing.
 */
export const buildShareLinkEntity = entityBuilder({
  model: { entity: 'shareLink', version: '1', service: 'culturefit' },
  attributes: {
    token: { type: 'string', required: true },
    form_id: { type: 'string', required: true },
    emailKey: { type: 'string', required: true },
    /** The respondent's opaque id, to list a respondent's links. */
    ref: { type: 'string', required: true },
    /** candidate or manager: made by the employer; respondent: the respondent's own feedback link (send results). */
    role: { type: ['candidate', 'manager', 'respondent'] as const, required: true },
    created_by: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    revoked_at: { type: 'string' },
    revoked_by: { type: 'string' },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: [] } },
    /** A respondent's links, newest first (the index slot is shared with other entities by prefix). */
    byRespondent: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ref'] },
      sk: { field: 'gsi2sk', composite: ['created_at'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const ShareLinkEntity: ReturnType<typeof buildShareLinkEntity>;
