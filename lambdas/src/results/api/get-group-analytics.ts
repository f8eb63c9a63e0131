import { analyticsFromCounters } from '@shared/results/group-aggregate';
import { cultureProfile } from '@shared/sections/oaic-archetypes/scorer';
import type { OaicArchetypesAnswers } from '@shared/sections/oaic-archetypes/schema';
import { templateProgress } from '@shared/assessments/template';
import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate, sectionsOf, type TemplateItem } from '../../assessments/repo';
import { readGroupStats } from '../group-stats';
import { adverseImpact, DEMOGRAPHIC_QUESTION_KEYS } from '@shared/results/fair-use';

/** The company's own culture, now and wanted, as type means (what the respondents' profile is drawn against). */
export function companyCulture(template: TemplateItem) {
  const setup = (template.setup as { oaic_archetypes?: { now?: OaicArchetypesAnswers; preferred?: OaicArchetypesAnswers } } | undefined)?.oaic_archetypes;
  if (!setup?.preferred) return null;
  const preferred = cultureProfile(setup.preferred);
  return { now: setup.now ? cultureProfile(setup.now) : preferred, preferred };
}

/**
 * Group analytics (spec part 1 §2 "/assessment-group-analytics"): one read of the assessment and one of its
 * aggregate, whatever the number of respondents (the aggregate moves with every completion, reset and rescore).
 */
export const getGroupAnalytics = defineHandler('getGroupAnalytics', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  const counters = await readGroupStats(template.id);
  const a = analyticsFromCounters(counters);
  return {
    form_id: template.id,
    form_name: template.form_name,
    sections: sectionsOf(template),
    respondents: template.candidate_total ?? 0,
    completed: template.completed_total ?? 0,
    completion_rate: templateProgress(template.completed_total ?? 0, template.candidate_total ?? 0),
    overall: a.overall,
    section_stats: a.sections,
    culture_profile: a.culture_profile,
    company_culture: sectionsOf(template).includes('oaic_archetypes') ? companyCulture(template) : null,
    big5_bands: a.big5_bands,
    adverse_impact: template.ask_demographics ? Object.fromEntries(DEMOGRAPHIC_QUESTION_KEYS.map((q) => [q, adverseImpact(counters, q)])) : null,
  };
});
