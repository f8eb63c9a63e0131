import { OAIC_GROUPS, type CultureAllocation } from '@shared/sections/oaic-archetypes/schema';
import { big5FormItems } from '@shared/sections/big5/content';
import type { SectionKind } from '@shared/sections/kinds';
import type { TemplateItem } from '../assessments';
import type { CandidateItem } from '../db/entities/candidate';
import { saveCompanySection, parseRespondentAnswers } from '../sections';
import { scoreRespondent } from './score-respondent';

/**
 * The sample report (spec part 1 §2 "View Sample Report", "See Sample Report"): a complete result built in memory
 * from fixed sample data, scored by the same server scorers as real respondents, flagged is_sample_data. It is
 * never stored, so it is never counted, listed or billed.
 */
export const SAMPLE_SECTIONS: SectionKind[] = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
  'work_style_identifier',
  'big5',
];

const alloc = (collaborate: number, create: number, compete: number, control: number): CultureAllocation => ({
  collaborate,
  create,
  compete,
  control,
});
const profile = (a: CultureAllocation) => Object.fromEntries(OAIC_GROUPS.map((g) => [g, a]));
const BIG5_50 = big5FormItems('ipip_50').map((i) => i.id);

const COMPANY: Record<string, { setup?: unknown; company?: unknown }> = {
  values_and_traits: {
    setup: {
      core_values: ['value_integrity', 'value_teamwork'],
      permission_to_play: ['value_accountability'],
      moderately_important: ['value_innovation'],
      non_essential: ['value_fun'],
      key_traits: ['trait_curious', 'trait_dependable'],
      version: 'value_set_2026_1',
    },
    company: {
      defining_your_values: {
        value_integrity: 5,
        value_teamwork: 5,
        value_accountability: 4,
        value_innovation: 3,
        value_fun: 1,
      },
      identifying_key_traits: { trait_curious: 5, trait_dependable: 4 },
    },
  },
  oaic_archetypes: { setup: { now: profile(alloc(20, 20, 30, 30)), preferred: profile(alloc(35, 30, 20, 15)) } },
  acceptable_behaviors: {
    setup: { scenarios: ['scenario_1', 'scenario_2', 'scenario_3', 'scenario_4'] },
    company: { scenario_1: 4, scenario_2: 1, scenario_3: 0, scenario_4: 3 },
  },
  work_style_identifier: {
    company: Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [
        `scenario_${i + 1}`,
        (['option_1', 'option_2', 'option_3'] as const)[i % 3],
      ]),
    ),
  },
  big5: { setup: { form: '50' }, company: Object.fromEntries(BIG5_50.map((id, i) => [id, [4, 3, 4, 5, 3][i % 5]])) },
};

const RESPONDENT: Record<string, unknown> = {
  values_and_traits: {
    defining_your_values: {
      value_integrity: 5,
      value_teamwork: 4,
      value_accountability: 4,
      value_innovation: 5,
      value_fun: 2,
    },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
  },
  oaic_archetypes: profile(alloc(30, 35, 20, 15)),
  acceptable_behaviors: { scenario_1: 4, scenario_2: 2, scenario_3: 0, scenario_4: 2 },
  work_style_identifier: Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [`scenario_${i + 1}`, (['option_1', 'option_3', 'option_2'] as const)[i % 3]]),
  ),
  big5: Object.fromEntries(BIG5_50.map((id, i) => [id, [4, 4, 3, 5, 2][i % 5]])),
};

/** The sample template and respondent, checked by the same section rules as real ones, and their scores. */
export async function sampleResult(now: Date) {
  const setup: Record<string, unknown> = {};
  const company: Record<string, unknown> = {};
  for (const kind of SAMPLE_SECTIONS) {
    const saved = await saveCompanySection(kind, COMPANY[kind]?.setup, COMPANY[kind]?.company);
    if (saved.setup !== undefined) setup[kind] = saved.setup;
    company[kind] = saved.company;
  }
  const answers = Object.fromEntries(
    await Promise.all(
      SAMPLE_SECTIONS.map(async (kind) => [kind, await parseRespondentAnswers(kind, setup[kind], RESPONDENT[kind])]),
    ),
  );
  const template = {
    id: 'sample',
    form_name: 'Sample: Customer Success Lead',
    sections: SAMPLE_SECTIONS,
    setup,
    company_answers: company,
    extra_time: 0,
  } as unknown as TemplateItem;
  const candidate = { answers } as unknown as CandidateItem;
  const summaries = await scoreRespondent(template, candidate);
  const finished = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const spent: Record<string, number> = {
    values_and_traits: 240,
    oaic_archetypes: 410,
    acceptable_behaviors: 200,
    work_style_identifier: 260,
    big5: 520,
  };
  return { template, summaries, finished, spent };
}
