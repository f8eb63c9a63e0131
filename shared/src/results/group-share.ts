import { normalizeEmail } from '../accounts/email';
import { canView, type ElementVisibility, type Viewer } from '../assessments/viewer';
import { isTeamAdmin } from '../teams/members';
import type { Team } from '../teams/types';

/**
 * A group results link (spec part 1 §2 "/assessment-group-analytics (public)", §6 "A results link can allow
 * recipients to see individual results"): the assessment's group page, opened signed out, at the link's viewing
 * level (candidate or manager), and from it each completed respondent's result at that same level.
 *
 * What the group page shows to whom (product decisions; the spec names the levels, not the parts): who the
 * respondents are (names, e-mails, dates), the fair-use table (demographic answers) and the company's own culture
 * answers are for managers only; the respondents' Big Five bands are high-sensitivity like the Big Five of one
 * result (share.ts). Individual results opened from the link follow share.ts's parts at the same level.
 */
export const GROUP_PARTS: Record<string, ElementVisibility> = {
  people: { hideForNonManager: true },
  fair_use: { hideForNonManager: true },
  company_culture: { hideForNonManager: true },
  'section:big5': { highSensitivity: true },
};

/** The parts of the group page this viewer may not see (never sent; the page says so in their place). */
export function restrictedGroupParts(viewer: Viewer): string[] {
  return Object.entries(GROUP_PARTS)
    .filter(([, visibility]) => !canView(viewer, visibility))
    .map(([part]) => part);
}

/** Expiry choices the employer is offered, in days (the longest is SHARE_LINK_TTL_DAYS, like a result's link). */
export const GROUP_LINK_EXPIRY_DAYS = [1, 7, 30] as const;

/** When a group link made at `createdAt` for `days` days stops opening anything. */
export function groupLinkExpiresAt(createdAt: Date, days: number): string {
  return new Date(createdAt.getTime() + days * 86_400_000).toISOString();
}

export function isGroupLinkExpired(expiresAt: string, now: Date): boolean {
  const end = Date.parse(expiresAt);
  return !Number.isFinite(end) || now.getTime() >= end;
}

/**
 * Who may make and revoke an assessment's group links: they open every respondent's result to whoever holds them,
 * so its creator, or an admin of the team holding it; a plain member who sees the assessment may not ('Forbidden').
 */
export function canManageGroupLinks(
  actorEmail: string,
  assessment: { creator: string },
  holdingTeam: Pick<Team, 'personal' | 'owner' | 'members'> | null,
): boolean {
  const actor = normalizeEmail(actorEmail);
  if (normalizeEmail(assessment.creator) === actor) return true;
  if (!holdingTeam) return false;
  if (holdingTeam.personal) return normalizeEmail(holdingTeam.owner) === actor;
  return isTeamAdmin(holdingTeam, actor);
}
