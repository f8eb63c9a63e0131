import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from '@shared/sections/values-and-traits/schema';
import { scoreValuesAndTraits } from '@shared/sections/values-and-traits/scorer';
import type { SectionKind } from '@shared/sections/kinds';
import { sectionsOf, type TemplateItem } from '../assessments/repo';
import type { CandidateItem } from '../respondents/repo';

export interface Summaries {
  overall: number | null;
  [section: string]: unknown;
}

/** Sections that do not count in the overall (spec part 2 §9.4: work style is excluded). */
const NOT_IN_OVERALL: ReadonlySet<SectionKind> = new Set(['work_style_identifier']);

/** Summaries of a respondent against the company's answers (spec part 1 §3 Summaries). */
export function scoreRespondent(template: TemplateItem, candidate: CandidateItem): Summaries {
  const setup = (template.setup ?? {}) as Record<string, unknown>;
  const company = (template.company_answers ?? {}) as Record<string, unknown>;
  const answers = (candidate.answers ?? {}) as Record<string, unknown>;
  const summaries: Summaries = { overall: null };
  const overalls: number[] = [];
  for (const kind of sectionsOf(template)) {
    if (kind === 'values_and_traits') {
      const empty = { defining_your_values: {}, identifying_key_traits: {} };
      const s = scoreValuesAndTraits({
        setup: setup[kind] === undefined ? undefined : ZValuesAndTraitsSetup.parse(setup[kind]),
        company: ZValuesAndTraitsAnswers.parse(company[kind]),
        candidate: ZValuesAndTraitsAnswers.catch(empty).parse(answers[kind] ?? empty),
      });
      summaries[kind] = s;
      if (!NOT_IN_OVERALL.has(kind)) overalls.push(s.overall);
    }
  }
  summaries.overall = overalls.length ? Math.round((overalls.reduce((a, b) => a + b, 0) / overalls.length) * 100) / 100 : null;
  return summaries;
}
