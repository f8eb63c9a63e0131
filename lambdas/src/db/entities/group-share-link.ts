import { entityBuilder } from '../entity';

/**
 * A group results link (spec part 1 §2 "/assessment-group-analytics (public)", §6 viewer levels): an unguessable
 * token naming one assessment's group page and the level it and its respondents' results are seen at, until
 * `expires_at`. Keyed by the token alone and listed by the assessment: it names no respondent, so deleting a
 * respondent leaves it as it is (their result is gone from it with them). Revoking keeps the record (who shared
 * what, and when) and makes the token open nothing.
 */
export const buildGroupShareLinkEntity = entityBuilder({
  model: { entity: 'groupShareLink', version: '1', service: 'culturefit' },
  attributes: {
    token: { type: 'string', required: true },
    form_id: { type: 'string', required: true },
    role: { type: ['candidate', 'manager'] as const, required: true },
    created_by: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    expires_at: { type: 'string', required: true },
    revoked_at: { type: 'string' },
    revoked_by: { type: 'string' },
  },
  indexes: {
    byToken: { pk: { field: 'pk', composite: ['token'] }, sk: { field: 'sk', composite: [] } },
    /** An assessment's group links, newest first (the index slot is shared with other entities by prefix). */
    byAssessment: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['form_id'] },
      sk: { field: 'gsi2sk', composite: ['created_at'] },
    },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const GroupShareLinkEntity: ReturnType<typeof buildGroupShareLinkEntity>;
