import { entityBuilder } from '../entity';

/**
 * A data-protection action written down without personal data (docs/privacy.md "Deletion log"): what was done, to
 * which record by its opaque ids, when, and by whom (a user's sub, or the retention sweep, or the respondent's own
 * request). No e-mail, name or answer is ever stored here, so the log itself needs no deletion. Kept per workspace.
 */
export const buildAuditEntryEntity = entityBuilder({
  model: { entity: 'auditEntry', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    at: { type: 'string', required: true },
    id: { type: 'string', required: true },
    action: { type: ['respondent_deleted', 'account_deleted'] as const, required: true },
    /** Why: the employer's delete, the account's retention period, or the respondent's e-mailed request. */
    reason: { type: ['employer', 'retention', 'respondent_request', 'account_deleted'] as const, required: true },
    /** The assessment ('' for an account's deletion). */
    form_id: { type: 'string', required: true },
    /** The respondent's opaque id (candidateRef), '' for a record from before refs. */
    ref: { type: 'string', required: true },
    /** A user's sub, or 'retention' / 'respondent'. */
    actor: { type: 'string', required: true },
  },
  indexes: {
    /** A workspace's entries, oldest first (the key space is shared with other team-keyed entities by prefix). */
    byTeam: { pk: { field: 'pk', composite: ['team_id'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AuditEntryEntity: ReturnType<typeof buildAuditEntryEntity>;
