import { SECTION_REGISTRY } from '@shared/sections/registry';
import { summariseOverall, type OverallSummary, type SectionOveralls } from '@shared/results/overall';
import { sectionsOf, type TemplateItem } from '../assessments/repo';
import type { CandidateItem } from '../respondents/repo';

export interface Summaries extends SectionOveralls {
  overall: number | null;
  overall_summary: OverallSummary;
}

const EMPTY_VALUES_AND_TRAITS = { defining_your_values: {}, identifying_key_traits: {} };

/**
 * Summaries of a respondent against the company's answers (spec part 1 §3 Summaries), through the
 * section registry's scorers and the shared overall rule (work style excluded, spec part 2 §9.4).
 * Sections are added here as their company setup and respondent screens land.
 */
export function scoreRespondent(template: TemplateItem, candidate: CandidateItem): Summaries {
  const setup = (template.setup ?? {}) as Record<string, unknown>;
  const company = (template.company_answers ?? {}) as Record<string, unknown>;
  const answers = (candidate.answers ?? {}) as Record<string, unknown>;
  const sections: SectionOveralls & Record<string, unknown> = {};
  for (const kind of sectionsOf(template)) {
    if (kind === 'values_and_traits') {
      const entry = SECTION_REGISTRY.values_and_traits;
      sections[kind] = entry.score({
        setup: setup[kind] === undefined ? undefined : entry.setup.parse(setup[kind]),
        company: entry.answers.parse(company[kind]),
        // A respondent who ran out of time before saving anything still gets a (low) score.
        candidate: entry.answers.catch(EMPTY_VALUES_AND_TRAITS).parse(answers[kind] ?? EMPTY_VALUES_AND_TRAITS),
      });
    }
  }
  const overall_summary = summariseOverall(sections);
  return { ...sections, overall: overall_summary.overall, overall_summary };
}
