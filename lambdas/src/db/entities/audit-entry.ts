import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@shared/teams/audit';
import { entityBuilder } from '../entity';

/**
 * One append-only event of a workspace's audit log (docs/privacy.md "Audit log", "Deletion log"): what was done, to
 * which record by its opaque ids, when, by whom (a user's sub, or the retention sweep, the respondent's own request,
 * Stripe), and from which address and browser. No e-mail, name or answer is ever stored here, so the log itself needs
 * no deletion; `expiresAt` (epoch seconds, the table's TTL) ends each event after the stage's retention period.
 * Written only through db/audit.ts.
 */
export const buildAuditEntryEntity = entityBuilder({
  model: { entity: 'auditEntry', version: '1', service: 'culturefit' },
  attributes: {
    team_id: { type: 'string', required: true },
    at: { type: 'string', required: true },
    id: { type: 'string', required: true },
    action: { type: AUDIT_ACTIONS, required: true },
    /** A deletion's why: the employer's delete, the account's retention period, or the respondent's e-mailed request. */
    reason: { type: ['employer', 'retention', 'respondent_request', 'account_deleted'] as const },
    /** The assessment ('' when the target belongs to none). */
    form_id: { type: 'string', required: true },
    /** The respondent's opaque id (candidateRef), '' when the target is no respondent or a record from before refs. */
    ref: { type: 'string', required: true },
    /** A user's sub, or 'retention' / 'respondent' / 'stripe'. */
    actor: { type: 'string', required: true },
    /** What was acted on; absent on entries from before the audit log (a deletion names its respondent by `ref`). */
    target_type: { type: AUDIT_TARGET_TYPES },
    target_id: { type: 'string' },
    /** The caller's address and browser as API Gateway saw them ('' for what no request did). */
    ip: { type: 'string' },
    user_agent: { type: 'string' },
    /** A short machine word adding to the action: the new role, a link's role, a payment's kind. */
    detail: { type: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    /** A workspace's entries, oldest first (the key space is shared with other team-keyed entities by prefix). */
    byTeam: { pk: { field: 'pk', composite: ['team_id'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
  },
});
/** The Entity `db()` builds from this on first use (its type; nothing is built at import). */
export declare const AuditEntryEntity: ReturnType<typeof buildAuditEntryEntity>;
