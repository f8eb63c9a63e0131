import { respondentFeedback } from '@shared/results/feedback';
import { DomainError } from '@shared/errors';
import { CUSTOM_ITEM_FIELDS } from '@shared/sections/custom-items';
import { bySection } from '@shared/sections/by-section';
import type { SectionKind } from '@shared/sections/kinds';
import { normalizeEmail } from '@shared/accounts/email';
import { isActiveMember } from '@shared/teams/members';
import { isShareLinkExpired, namesThePerson, restrictedParts, sectionPart } from '@shared/results/share';
import { sectionContent } from '@shared/sections/section-content';
import type { Locale } from '@shared/i18n/locale';
import type { Viewer } from '@shared/assessments/viewer';
import type { RespondentItem } from '../db/entities/candidate';
import { sectionsOf, type AssessmentItem } from '../assessments';
import { domainTeam, loadTeam } from '../teams';
import { brandingOf } from '../teams';
import { derivedParts, toRespondentRow } from './repo';
import { findShareLink, sharedRecordsOf } from './share-link-store';

/**
 * A result opened by its share link (public: the unguessable token is the credential). The parts the link's
 * viewing level may not see never leave the server: a candidate-level link carries the result alone (no name,
 * e-mail, language, dates, e-mail proof, rating, time analysis, Big Five or written answers) and says which parts
 * were left out. A link opens for SHARE_LINK_TTL_DAYS, and only while the member who made it may still see the
 * assessment: a member removed from the team takes their links with them.
 */
export async function openSharedResult({ token, locale, now }: { token: string; locale: Locale; now: Date }) {
  const link = await findShareLink(token);
  if (!link || link.revoked_at) throw new DomainError('DATA_NOT_FOUND');
  if (isShareLinkExpired(link.created_at, now)) throw new DomainError('SHARE_LINK_EXPIRED');
  const { template, candidate } = await sharedRecordsOf(link);
  if (!template || template.deleted || !candidate || candidate.deleted) throw new DomainError('DATA_NOT_FOUND');
  if (link.role !== 'respondent' && !(await makerStillSees(template, link.created_by)))
    throw new DomainError('DATA_NOT_FOUND');
  const viewer =
    link.role === 'respondent'
      ? { role: 'candidate' as const, respondent: true }
      : { role: link.role, respondent: false };
  return sharedResultView({ template, candidate, viewer, locale });
}

/**
 * One respondent's result as a link at `viewer`'s level shows it (a result's own link, or a group link,
 * shared-group.ts): what the level may not see is left out here and named in `restricted`.
 */
export async function sharedResultView({
  template,
  candidate,
  viewer,
  locale,
}: {
  template: AssessmentItem;
  candidate: RespondentItem;
  viewer: Viewer;
  locale: Locale;
}) {
  // A link made for an earlier, paid attempt opens nothing of a held one (credits/held-results.ts).
  if (candidate.credit_held) throw new DomainError('RESULT_HELD');
  const restricted = restrictedParts(viewer);
  const hidden = new Set(restricted);
  const sections = sectionsOf(template).filter((k) => !hidden.has(sectionPart(k)));
  const parts = derivedParts(candidate);
  // The respondent's own feedback: their scores only, never the company's answers or comparisons.
  const summaries = viewer.respondent ? respondentFeedback(parts.summaries) : parts.summaries;
  const row = toRespondentRow(candidate, template);
  const setup = bySection(template.setup);
  const result = {
    form_id: row.form_id,
    form_name: row.form_name,
    status: row.status,
    score: row.score,
    summaries: Object.fromEntries(Object.entries(summaries).filter(([k]) => !hidden.has(sectionPart(k as never)))),
    section_spent_times: hidden.has('time') ? {} : parts.spent,
    section_timed_out: parts.timedOut,
    extra_time: template.extra_time ?? 0,
    order_seed: candidate.order_seed ?? null,
    comments: Object.fromEntries(Object.entries(parts.comments).filter(([k]) => !hidden.has(sectionPart(k as never)))),
  };
  return {
    viewer,
    restricted,
    company_name: (await brandingOf(template)).companyName,
    sections,
    // Only what labels the answers: the survey's questions, the company's own values, traits and scenarios.
    setup: Object.fromEntries([
      ...(sections.includes('custom_survey') && setup.custom_survey ? [['custom_survey', setup.custom_survey]] : []),
      ...ownItemsOf(sections, setup),
    ]),
    content: Object.fromEntries(
      await Promise.all(
        sections
          .filter((k) => k !== 'logic_test' && k !== 'custom_survey')
          .map(async (k) => [k, await sectionContent(k, { locale })]),
      ),
    ),
    result: namesThePerson(viewer)
      ? {
          ...row,
          ...result,
          email: hidden.has('email') ? '' : row.email,
          rating: hidden.has('rating') ? null : row.rating,
        }
      : result,
  };
}

/** The company's own items of each shown section that has them, their texts only (never its answers). */
function ownItemsOf(sections: readonly SectionKind[], setup: ReturnType<typeof bySection>): [string, unknown][] {
  return Object.entries(CUSTOM_ITEM_FIELDS)
    .filter(([kind]) => sections.includes(kind as SectionKind))
    .map(([kind, fields]) => {
      const own = setup[kind as SectionKind] as Record<string, unknown> | undefined;
      return [kind, Object.fromEntries(fields.map((f) => [f, own?.[f] ?? []]))];
    });
}

/** Whether the member who made a link may still see the assessment: its personal workspace's owner, or an active member of its team. */
export async function makerStillSees(assessment: AssessmentItem, maker: string): Promise<boolean> {
  const team = await loadTeam(assessment.team_id);
  if (!team || team.deleted) return false;
  if (team.personal) return normalizeEmail(team.owner) === normalizeEmail(maker);
  return isActiveMember(domainTeam(team), maker);
}
