import * as z from '../zod-mini';
import { ZEmail } from '../accounts/email-schema';
import { ZHexColor } from '../accounts/sign-up';
import { ZImageUpload } from '../accounts/image-upload';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';
import { ANALYZER_MAX_VALUES, MAX_MISSION_AND_VISION_CHARS } from '../constants/limits';
import { TEAM_ROLES } from '../teams/types';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../teams/audit';
import { lazySchema } from './lazy-schema';

/** Wire shapes of teams, My account and uploads (spec part 1 §2 "My account", §3 Team, §5, §6). */

/**
 * An uploaded logo is named by its object key, never by an address the client types: only objects the
 * signing handler issued under the actor's own prefix are accepted, and addresses are signed on read.
 */
/** Where a checked logo is published: `public/logos/<sha256>.<ext>`, served by the site at `/logos/<sha256>.<ext>`. */
export const PUBLISHED_LOGO_PREFIX = 'public/logos/';
/** An uploaded logo (`logos/<sub>/<id>.<ext>`, private until saved) or a published one. */
export const LOGO_KEY_PATTERN =
  /^(logos\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{8,64}|public\/logos\/[0-9a-f]{64})\.(png|jpg)$/;
export const ZLogoKey = lazySchema(() =>
  z.union([z.literal(''), z.string().check(z.regex(LOGO_KEY_PATTERN, { error: 'VALIDATION_FAILED' }))]),
);

export const ZTeamId = lazySchema(() => z.object({ teamId: z.string().check(z.minLength(1), z.maxLength(80)) }));
export const ZTeamMemberParams = lazySchema(() => z.extend(ZTeamId, { email: ZEmail }));

export const ZTeamRole = lazySchema(() => z.enum(TEAM_ROLES));

export const ZTeamSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    companyName: z.string(),
    color: z.string(),
    logoUrl: z.string(),
    personal: z.boolean(),
    role: ZTeamRole,
    current: z.boolean(),
  }),
);
export type TeamSummary = z.infer<typeof ZTeamSummary>;

/** A team invitation waiting for the invited person's answer: they accept or decline it (not yet a member). */
export const ZTeamInvitation = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    companyName: z.string(),
    color: z.string(),
    role: ZTeamRole,
  }),
);
export type TeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZTeamsList = lazySchema(() =>
  z.object({
    items: z.array(ZTeamSummary),
    invitations: z.array(ZTeamInvitation),
    currentTeamId: z.string(),
    personalTeamId: z.string(),
  }),
);
export type TeamsList = z.infer<typeof ZTeamsList>;

export const ZTeamMemberView = lazySchema(() =>
  z.object({
    email: z.string(),
    role: ZTeamRole,
    owner: z.boolean(),
    active: z.boolean(),
    invited: z.boolean(),
    created_at: z.string(),
  }),
);
export type TeamMemberView = z.infer<typeof ZTeamMemberView>;

export const ZTeamDetail = lazySchema(() =>
  z.extend(ZTeamSummary, {
    typeOfOrg: z.string(),
    logoKey: z.string(),
    creator: z.string(),
    /** Who pays for the team's completions after its team quota; and the member the team was offered to ('' when none). */
    owner: z.string(),
    pendingOwner: z.string(),
    members: z.array(ZTeamMemberView),
    /** The actor's rights, from the shared rules: the web hides what the server would refuse. */
    isAdmin: z.boolean(),
  }),
);
export type TeamDetail = z.infer<typeof ZTeamDetail>;

const teamName = z.string().check(z.trim(), z.minLength(1, { error: 'TEAM_NAME_REQUIRED' }), z.maxLength(120));
const companyName = z._default(z.string().check(z.trim(), z.maxLength(200)), '');

export const ZCreateTeam = lazySchema(() =>
  z.strictObject({
    name: teamName,
    companyName,
    color: z._default(ZHexColor, DEFAULT_ACCENT_COLOR),
    logoKey: z._default(ZLogoKey, ''),
  }),
);
export type CreateTeam = z.infer<typeof ZCreateTeam>;
export const ZUpdateTeam = ZCreateTeam;

export const ZAddTeamMember = lazySchema(() =>
  z.strictObject({ email: ZEmail, role: z._default(ZTeamRole, 'member') }),
);
export const ZChangeTeamRole = lazySchema(() => z.strictObject({ role: ZTeamRole }));
/** The owner offers the team to another active member, who then accepts. */
export const ZOfferTeamOwnership = lazySchema(() => z.strictObject({ email: ZEmail }));
/** Removing yourself as admin asks confirmation first (spec part 1 §5). */
export const ZRemoveMemberQuery = lazySchema(() => z.strictObject({ confirm: z.optional(z.enum(['true', 'false'])) }));

export const ZSwitchTeam = lazySchema(() =>
  z.strictObject({ teamId: z.string().check(z.minLength(1), z.maxLength(80)) }),
);

export const ZShareAssessment = lazySchema(() =>
  z.strictObject({
    teamId: z
      .string({ error: 'SHARE_TEAM_REQUIRED' })
      .check(z.minLength(1, { error: 'SHARE_TEAM_REQUIRED' }), z.maxLength(80)),
  }),
);

/** My account, profile tab. */
export const ZUpdateProfile = lazySchema(() =>
  z.strictObject({
    firstName: z.string().check(z.trim(), z.minLength(1, { error: 'VALIDATION_FAILED' }), z.maxLength(80)),
    lastName: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
    jobTitle: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  }),
);

/** My account, company and branding tab. */
export const ZUpdateCompany = lazySchema(() =>
  z.strictObject({
    companyName: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    typeOfOrg: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
    color: ZHexColor,
    logoKey: z._default(ZLogoKey, ''),
    /** The company's mission and vision (spec part 1 §3 User); left out: kept as it is. */
    missionAndVision: z.optional(z.string().check(z.trim(), z.maxLength(MAX_MISSION_AND_VISION_CHARS))),
  }),
);

/** Presigned logo upload: JPG or PNG up to 2 MB, checked here and again on the stored object. */
export const ZLogoUploadRequest = lazySchema(() => z.strictObject(ZImageUpload.shape));
export const ZLogoUpload = lazySchema(() =>
  z.object({
    key: z.string(),
    uploadUrl: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
);
export type LogoUpload = z.infer<typeof ZLogoUpload>;

/** API key (spec part 2 §6): the key only in the answer that created it; afterwards when it was issued. */
export const ZApiKeyStatus = lazySchema(() => z.object({ exists: z.boolean(), issuedAt: z.nullable(z.string()) }));
export const ZApiKeyCreated = lazySchema(() => z.object({ key: z.string(), issuedAt: z.string() }));

/** Guest accounts (spec part 1 §4 "Guest", §5 "Guest verification"). */
export const ZGuestStart = lazySchema(() => z.object({ email: z.string(), secret: z.string() }));
export const ZGuestVerificationRequest = lazySchema(() => z.strictObject({ email: ZEmail }));
export const ZGuestVerificationConfirm = lazySchema(() =>
  z.strictObject({
    email: ZEmail,
    pin: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'INVALID_EMAIL_OR_OTP' })),
  }),
);
export const ZGuestVerified = lazySchema(() => z.object({ email: z.string(), grant: z.string() }));

/** Login request (spec part 1 §5): an address of a Google or Microsoft account must sign in that way. */
export const ZSignInMethodQuery = lazySchema(() => z.strictObject({ email: ZEmail }));
export const ZSignInMethod = lazySchema(() => z.object({ method: z.nullable(z.enum(['google', 'microsoft'])) }));

/**
 * The unlock link mailed to an address's owner during a back-off (docs/auth.md "Guessing"): its token (32 random
 * bytes, base64url) and the browser id of the browser that opened it (web/src/features/accounts/api/device-id.ts).
 */
export const ZSignInUnlock = lazySchema(() =>
  z.strictObject({
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'SIGN_IN_LINK_INVALID' })),
    device: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  }),
);

/** Verify dialog with Google or Microsoft: a one-time token the new provider account presents on return. */
export const ZGuestLink = lazySchema(() => z.object({ token: z.string() }));
export const ZGuestLinkComplete = lazySchema(() =>
  z.strictObject({ token: z.string().check(z.minLength(20), z.maxLength(100)) }),
);

/** My account, core values: up to 8, the analyzer's limit (spec part 1 §5); duplicates are dropped, order kept. */
export const ZUpdateCoreValues = lazySchema(() =>
  z.strictObject({
    coreValues: z.pipe(
      z
        .array(z.string().check(z.trim(), z.minLength(1, { error: 'VALIDATION_FAILED' }), z.maxLength(60)))
        .check(z.maxLength(ANALYZER_MAX_VALUES, { error: 'CORE_VALUES_TOO_MANY' })),
      z.transform((values) =>
        values.filter((v, i) => values.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i),
      ),
    ),
  }),
);

/** The audit log's filters (My account → Activity): an action, an actor's account id, a date range, a page. */
export const ZAuditLogQuery = lazySchema(() =>
  z.object({
    action: z.optional(z.enum(AUDIT_ACTIONS)),
    actor: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
    /** ISO dates or instants, inclusive. */
    from: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[0-9T:.Z+-]*$/, { error: 'VALIDATION_FAILED' }))),
    to: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[0-9T:.Z+-]*$/, { error: 'VALIDATION_FAILED' }))),
    cursor: z.optional(z.string().check(z.maxLength(2048))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  }),
);

export const ZAuditEvent = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.string(),
    actor_email: z.string(),
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string(),
    form_id: z.string(),
    ip: z.string(),
    user_agent: z.string(),
    detail: z.string(),
  }),
);

/** A page of the current workspace's audit log, newest first, and the people who may appear in it (for the filter). */
export const ZAuditLogPage = lazySchema(() =>
  z.object({
    items: z.array(ZAuditEvent),
    cursor: z.nullable(z.string()),
    actors: z.array(z.object({ sub: z.string(), email: z.string() })),
  }),
);
export type AuditLogPage = z.infer<typeof ZAuditLogPage>;
