import * as z from '../zod-mini';
import { ZEmail } from '../accounts/email-schema';
import { GUEST_EMAIL_DOMAIN } from '../accounts/guest';
import { HEX_COLOR_PATTERN } from '../accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const GUEST_ADDRESS = new RegExp(`^guest-[a-z0-9-]+@${GUEST_EMAIL_DOMAIN.replace('.', '\\.')}$`);

/** Team member (spec part 1 §3 "Team"); a guest may own a team until it verifies (its data then moves). */
export const ZTeamMember = z.object({
  email: z.union([z.string().check(z.regex(GUEST_ADDRESS)), ZEmail]),
  role: z._default(z.enum(TEAM_ROLES), 'member'),
  owner: z._default(z.boolean(), false),
  active: z._default(z.boolean(), true),
  created_at: z.string(),
  invited: z._default(z.boolean(), false),
  sendmail: z._default(z.boolean(), false),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

/** Team (spec part 1 §3); `_id` is `id`. Every team needs at least one admin (spec part 1 §5). */
export const ZTeam = z
  .object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.trim(), z.minLength(1, { error: 'VALIDATION_FAILED' }), z.maxLength(120)),
    companyName: z._default(z.string(), ''),
    personal: z._default(z.boolean(), false),
    color: z._default(z.string().check(z.regex(HEX_COLOR_PATTERN, { error: 'INVALID_COLOR' })), DEFAULT_ACCENT_COLOR),
    companyLogoUrl: z._default(z.string(), ''),
    typeOfOrg: z._default(z.string(), ''),
    coreValues: z._default(z.array(z.string()), []),
    missionAndVision: z._default(z.string(), ''),
    members: z.array(ZTeamMember),
    member_emails: z._default(z.array(z.string()), []),
    creator: z.string(),
    owner: z.string(),
    /** The member the owner offered the team to; ownership moves only when they accept ('' when none). */
    pendingOwner: z._default(z.string(), ''),
    deleted: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((team, ctx) => {
      if (!team.members.some((m) => m.role === 'admin' && m.active))
        ctx.addIssue({ code: 'custom', message: 'TEAM_ADMIN_REQUIRED', path: ['members'] });
      const seen = new Set<string>();
      for (const m of team.members) {
        if (seen.has(m.email)) ctx.addIssue({ code: 'custom', message: 'TEAM_MEMBER_EXISTS', path: ['members'] });
        seen.add(m.email);
      }
    }),
  );
export type Team = z.infer<typeof ZTeam>;
