import { acceptableBehaviorsSample } from '@shared/sections/acceptable-behaviors/sample';
import { big5Sample } from '@shared/sections/big5/sample';
import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import type { SectionSample } from '@shared/sections/module';
import { oaicArchetypesSample } from '@shared/sections/oaic-archetypes/sample';
import { valuesAndTraitsSample } from '@shared/sections/values-and-traits/sample';
import { workStyleSample } from '@shared/sections/work-style-identifier/sample';
import type { AssessmentItem } from '../assessments';
import type { RespondentItem } from '../db/entities/candidate';
import { saveCompanySection, parseRespondentAnswers } from '../sections';
import { scoreRespondent } from './score-respondent';

/**
 * The sample report (spec part 1 §2 "View Sample Report", "See Sample Report"): a complete result built in memory
 * from fixed sample data, scored by the same server scorers as real respondents, flagged is_sample_data. It is
 * never stored, so it is never counted, listed or billed.
 */
const SAMPLES: Partial<Record<SectionKind, SectionSample>> = {
  values_and_traits: valuesAndTraitsSample,
  oaic_archetypes: oaicArchetypesSample,
  acceptable_behaviors: acceptableBehaviorsSample,
  work_style_identifier: workStyleSample,
  big5: big5Sample,
};

/** The kinds the sample shows, in the wizard's order; each kind's sample data is in its folder (`<kind>/sample.ts`). */
export const SAMPLE_SECTIONS: SectionKind[] = SECTION_KINDS.filter((kind) => SAMPLES[kind] !== undefined);

/** The sample template and respondent, checked by the same section rules as real ones, and their scores. */
export async function sampleResult(now: Date) {
  const setup: Record<string, unknown> = {};
  const company: Record<string, unknown> = {};
  for (const kind of SAMPLE_SECTIONS) {
    const saved = await saveCompanySection(kind, SAMPLES[kind]?.setup, SAMPLES[kind]?.company);
    if (saved.setup !== undefined) setup[kind] = saved.setup;
    company[kind] = saved.company;
  }
  const answers = Object.fromEntries(
    await Promise.all(
      SAMPLE_SECTIONS.map(async (kind) => [
        kind,
        await parseRespondentAnswers(kind, setup[kind], SAMPLES[kind]?.respondent),
      ]),
    ),
  );
  const assessment = {
    id: 'sample',
    form_name: 'Sample: Customer Success Lead',
    sections: SAMPLE_SECTIONS,
    setup,
    company_answers: company,
    extra_time: 0,
  } as unknown as AssessmentItem;
  const respondent = { answers } as unknown as RespondentItem;
  const summaries = await scoreRespondent(assessment, respondent);
  const finished = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const spent: Record<string, number> = {
    values_and_traits: 240,
    oaic_archetypes: 410,
    acceptable_behaviors: 200,
    work_style_identifier: 260,
    big5: 520,
  };
  return { template: assessment, answers, summaries, finished, spent };
}
