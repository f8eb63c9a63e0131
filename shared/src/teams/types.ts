import * as z from 'zod';
import { ZEmail } from '../accounts/email-schema';
import { GUEST_EMAIL_DOMAIN } from '../accounts/guest';
import { HEX_COLOR_PATTERN } from '../accounts/branding';
import { DEFAULT_ACCENT_COLOR } from '../constants/ui';

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const GUEST_ADDRESS = new RegExp(`^guest-[a-z0-9-]+@${GUEST_EMAIL_DOMAIN.replace('.', '\\.')}$`);

/** Team member (spec part 1 §3 "Team"); a guest may own a team until it verifies (its data then moves). */
export const ZTeamMember = z.object({
  email: z.union([z.string().regex(GUEST_ADDRESS), ZEmail]),
  role: z.enum(TEAM_ROLES).default('member'),
  owner: z.boolean().default(false),
  active: z.boolean().default(true),
  created_at: z.string(),
  invited: z.boolean().default(false),
  sendmail: z.boolean().default(false),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

/** Team (spec part 1 §3); `_id` is `id`. Every team needs at least one admin (spec part 1 §5). */
export const ZTeam = z
  .object({
    id: z.string().min(1),
    name: z.string().trim().min(1, { error: 'VALIDATION_FAILED' }).max(120),
    companyName: z.string().default(''),
    personal: z.boolean().default(false),
    color: z.string().regex(HEX_COLOR_PATTERN, { error: 'INVALID_COLOR' }).default(DEFAULT_ACCENT_COLOR),
    companyLogoUrl: z.string().default(''),
    typeOfOrg: z.string().default(''),
    coreValues: z.array(z.string()).default([]),
    missionAndVision: z.string().default(''),
    members: z.array(ZTeamMember),
    member_emails: z.array(z.string()).default([]),
    creator: z.string(),
    owner: z.string(),
    /** The member the owner offered the team to; ownership moves only when they accept ('' when none). */
    pendingOwner: z.string().default(''),
    deleted: z.boolean().default(false),
  })
  .superRefine((team, ctx) => {
    if (!team.members.some((m) => m.role === 'admin' && m.active))
      ctx.addIssue({ code: 'custom', message: 'TEAM_ADMIN_REQUIRED', path: ['members'] });
    const seen = new Set<string>();
    for (const m of team.members) {
      if (seen.has(m.email)) ctx.addIssue({ code: 'custom', message: 'TEAM_MEMBER_EXISTS', path: ['members'] });
      seen.add(m.email);
    }
  });
export type Team = z.infer<typeof ZTeam>;
