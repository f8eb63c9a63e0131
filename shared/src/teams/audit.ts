/**
 * The audit log (docs/privacy.md "Audit log"): who saw or changed what in a workspace. Each event names its target by
 * type and opaque id only: never answer content, a respondent's e-mail or name.
 */
export const AUDIT_ACTIONS = [
  'result_viewed',
  'results_exported',
  'share_link_created',
  'share_link_revoked',
  'group_share_link_created',
  'group_share_link_revoked',
  'assessment_shared',
  'assessment_unshared',
  'assessment_deleted',
  'respondent_deleted',
  'account_deleted',
  'role_changed',
  'api_key_changed',
  'analysis_overridden',
  'payment_received',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['respondent', 'assessment', 'account', 'team_member', 'api_key', 'payment'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How long events are kept when the stage config names no period (docs/privacy.md "Audit log"). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

/** One event as the audit log lists it. */
export interface AuditEvent {
  id: string;
  at: string;
  action: AuditAction;
  /** A user's sub, or `retention` / `respondent` / `stripe` for what no signed-in user did. */
  actor: string;
  /** The actor's e-mail when the actor is a member of the workspace (for reading the log), else ''. */
  actor_email: string;
  target_type: AuditTargetType;
  target_id: string;
  /** The assessment the target belongs to ('' when none). */
  form_id: string;
  ip: string;
  user_agent: string;
  /** A short machine word adding to the action: a new role, a reason, a link's role ('' when none). */
  detail: string;
}

export const AUDIT_CSV_COLUMNS = [
  'at',
  'action',
  'actor',
  'actor_email',
  'target_type',
  'target_id',
  'form_id',
  'ip',
  'user_agent',
  'detail',
] as const satisfies readonly (keyof AuditEvent)[];

/** A CSV field: quoted when it holds a separator, a quote or a line break; a leading =+-@ is neutralised (CSV injection). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The events as CSV, a header row first (the columns of AUDIT_CSV_COLUMNS). */
export function auditCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((e) => AUDIT_CSV_COLUMNS.map((c) => csvField(e[c])).join(','));
  return [AUDIT_CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
