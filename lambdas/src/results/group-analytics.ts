import { analyticsFromCounters } from '@shared/results/group-aggregate';
import { cultureProfile } from '@shared/sections/oaic-archetypes/scorer';
import type { OaicArchetypesAnswers } from '@shared/sections/oaic-archetypes/schema';
import { assessmentProgress } from '@shared/assessments/assessment';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment, sectionsOf, type AssessmentItem } from '../assessments';
import { readGroupStatsItem, savePublishedDemographics } from '../db/group-stats';
import { publishDemographics, type PublishedDemographics } from '@shared/results/demographic-disclosure';
import type { Counters } from '@shared/results/group-aggregate';
import { adverseImpact, DEMOGRAPHIC_QUESTION_KEYS } from '@shared/results/fair-use';

/** The company's own culture, now and wanted, as type means (what the respondents' profile is drawn against). */
export function companyCulture(assessment: AssessmentItem) {
  const setup = (
    assessment.setup as
      { oaic_archetypes?: { now?: OaicArchetypesAnswers; preferred?: OaicArchetypesAnswers } } | undefined
  )?.oaic_archetypes;
  if (!setup?.preferred) return null;
  const preferred = cultureProfile(setup.preferred);
  return { now: setup.now ? cultureProfile(setup.now) : preferred, preferred };
}

/**
 * Group analytics (spec part 1 §2 "/assessment-group-analytics"): one read of the assessment and one of its
 * aggregate, whatever the number of respondents (the aggregate moves with every completion, reset and rescore).
 */
export async function readGroupAnalytics({ formId, user }: { formId: string; user: UserItem }) {
  return groupAnalyticsOf(await loadVisibleAssessment(formId, user));
}

/** An assessment's group analytics, whoever asks (the signed-in page, or a group link: shared-group.ts). */
export async function groupAnalyticsOf(assessment: AssessmentItem) {
  const { counters, published } = await readGroupStatsItem(assessment.id);
  const a = analyticsFromCounters(counters);
  const shown = assessment.ask_demographics ? await demographicsToShow(assessment.id, counters, published) : null;
  return {
    form_id: assessment.id,
    form_name: assessment.form_name,
    sections: sectionsOf(assessment),
    respondents: assessment.candidate_total ?? 0,
    completed: assessment.completed_total ?? 0,
    completion_rate: assessmentProgress(assessment.completed_total ?? 0, assessment.candidate_total ?? 0),
    overall: a.overall,
    section_stats: a.sections,
    culture_profile: a.culture_profile,
    company_culture: sectionsOf(assessment).includes('oaic_archetypes') ? companyCulture(assessment) : null,
    big5_bands: a.big5_bands,
    work_styles: a.work_styles,
    adverse_impact: shown
      ? Object.fromEntries(DEMOGRAPHIC_QUESTION_KEYS.map((q) => [q, adverseImpact(shown, q)]))
      : null,
  };
}

/**
 * The demographic counters the adverse-impact table is drawn from: the figures last shown, looked at again only
 * after enough changes and never so that one group alone moves (demographic-disclosure.ts), so two readings taken
 * around one respondent never tell that respondent's answers.
 */
async function demographicsToShow(
  formId: string,
  live: Counters,
  published: PublishedDemographics | null,
): Promise<Counters> {
  const next = publishDemographics(live, published);
  if (next.changed) await savePublishedDemographics(formId, next.published, published);
  return next.published.counters;
}
