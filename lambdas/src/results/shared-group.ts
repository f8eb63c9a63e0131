import { DomainError } from '@shared/errors';
import { RESPONDENT_LIST_LIMIT } from '@shared/constants/limits';
import { isGroupLinkExpired, restrictedGroupParts } from '@shared/results/group-share';
import type { Locale } from '@shared/i18n/locale';
import { brandingOf } from '../teams';
import type { AssessmentItem } from '../assessments';
import { groupAnalyticsOf } from './group-analytics';
import { findGroupShareLink, groupLinkAssessment, type GroupShareLinkItem } from './group-share-link-store';
import { loadRespondentOf } from './repo';
import { completedRespondentsOf } from './result-store';
import { makerStillSees, sharedResultView } from './shared-result';

/**
 * The link a token names and its assessment, if the link still opens: not revoked, not past its expiry, its
 * assessment not deleted, and its maker still sees the assessment (a member removed from the team takes their links
 * with them). A forged or revoked token reads as not found; an expired one is told so.
 */
async function openGroupLink(
  token: string,
  now: Date,
): Promise<{ link: GroupShareLinkItem; template: AssessmentItem }> {
  const link = await findGroupShareLink(token);
  if (!link || link.revoked_at) throw new DomainError('DATA_NOT_FOUND');
  if (isGroupLinkExpired(link.expires_at, now)) throw new DomainError('SHARE_LINK_EXPIRED');
  const template = await groupLinkAssessment(link);
  if (!template || template.deleted || !(await makerStillSees(template, link.created_by)))
    throw new DomainError('DATA_NOT_FOUND');
  return { link, template };
}

/**
 * An assessment's group page opened by its group link (public: the unguessable token is the credential). The parts
 * the link's level may not see never leave the server (shared/src/results/group-share.ts): at candidate level no
 * names, e-mails or dates of the respondents, no fair-use table, no company culture answers and no Big Five.
 * Respondents are listed best score first, never in the order of their e-mail addresses.
 */
export async function openSharedGroup({ token, now }: { token: string; now: Date }) {
  const { link, template } = await openGroupLink(token, now);
  const viewer = { role: link.role, respondent: false };
  const restricted = restrictedGroupParts(viewer);
  const hidden = new Set(restricted);
  const analytics = await groupAnalyticsOf(template);
  const hideBig5 = hidden.has('section:big5');
  const { data, truncated } = await completedRespondentsOf(template.id, RESPONDENT_LIST_LIMIT);
  const respondents = data
    .filter((c) => !!c.ref)
    .map((c) => ({
      id: c.ref!,
      score: c.score ?? null,
      ...(hidden.has('people')
        ? {}
        : {
            firstname: c.firstname ?? '',
            lastname: c.lastname ?? '',
            displayName: c.displayName ?? '',
            email: c.email,
            finished_at: c.finished_at ?? null,
          }),
    }))
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.id.localeCompare(b.id));
  return {
    viewer: { role: link.role },
    restricted,
    company_name: (await brandingOf(template)).companyName,
    expires_at: link.expires_at,
    analytics: {
      ...analytics,
      sections: hideBig5 ? analytics.sections.filter((k) => k !== 'big5') : analytics.sections,
      section_stats: hideBig5
        ? Object.fromEntries(Object.entries(analytics.section_stats).filter(([k]) => k !== 'big5'))
        : analytics.section_stats,
      big5_bands: hideBig5 ? {} : analytics.big5_bands,
      adverse_impact: hidden.has('fair_use') ? null : analytics.adverse_impact,
      company_culture: hidden.has('company_culture') ? null : analytics.company_culture,
    },
    respondents,
    truncated,
  };
}

/**
 * One completed respondent's result opened from a group link, at the link's level and no further (the same parts
 * as a result's own link at that level, shared-result.ts). Only a respondent of the link's own assessment, named
 * by their opaque id, opens; anyone else is not found.
 */
export async function openSharedGroupResult({
  token,
  candidateId,
  locale,
  now,
}: {
  token: string;
  candidateId: string;
  locale: Locale;
  now: Date;
}) {
  const { link, template } = await openGroupLink(token, now);
  // Older records' ids are built from the e-mail: a group link opens respondents by their opaque ref alone.
  if (candidateId.startsWith(`${template.id}-`)) throw new DomainError('RESULT_NOT_FOUND');
  const candidate = await loadRespondentOf(template, candidateId);
  if (candidate.status !== 'COMPLETED' && candidate.status !== 'RECOMPUTE') throw new DomainError('RESULT_NOT_FOUND');
  return sharedResultView({ template, candidate, viewer: { role: link.role, respondent: false }, locale });
}
