import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod';
import type { AcceptableBehaviorsScore, ZAcceptableBehaviorsSummary } from './acceptable-behaviors';
import type { Big5Score, ZBig5Summary } from './big5';
import { IPIP_120_ITEMS } from './big5/items';
import { ZCustomSurveySetup, type CustomSurveyScore, type ZCustomSurveySummary } from './custom-survey';
import type { HumanSkillsScore, ZHumanSkillsSummary } from './human-skills';
import type { SectionKind } from './kinds';
import type { LogicTestScore, ZLogicTestSummary } from './logic-test';
import { CULTURE_TYPES, OAIC_GROUPS, type OaicArchetypesScore, type ZOaicArchetypesSummary } from './oaic-archetypes';
import { scoreSection, ZSectionSummary } from './registry';
import type { ValuesAndTraitsScore, ZValuesAndTraitsSummary } from './values-and-traits';
import type { WorkStyleScore, ZWorkStyleSummary } from './work-style-identifier';

/** A type's properties as one object type (an intersection of two object types becomes one). */
type Flat<T> = { [K in keyof T]: T[K] };

const profile = (...points: [number, number, number, number]) =>
  Object.fromEntries(
    OAIC_GROUPS.map((g) => [g, Object.fromEntries(CULTURE_TYPES.map((t, i) => [t, points[i]]))]),
  ) as Record<(typeof OAIC_GROUPS)[number], Record<(typeof CULTURE_TYPES)[number], number>>;
const options = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
];
const mapping = {
  scenario_1: { option_1: 'people', option_2: 'process', option_3: 'product' },
  scenario_2: { option_1: 'process', option_2: 'product', option_3: 'people' },
} as const;
const big5Items = IPIP_120_ITEMS.filter((i) => i.hiringUse);
const big5Answers = Object.fromEntries(big5Items.map((item, i) => [item.id, (i % 5) + 1]));
const skill = { score: 80, full_explanation: 'Clear.' };

/** What each scorer returns for a few inputs, through the registry as the server scores. */
const OUTPUTS: { [K in SectionKind]: unknown[] } = {
  values_and_traits: [
    scoreSection('values_and_traits', {
      company: { defining_your_values: { integrity: 5, grit: 0 }, identifying_key_traits: { calm: 3 } },
      candidate: { defining_your_values: { integrity: 4 }, identifying_key_traits: {} },
    }),
    scoreSection('values_and_traits', {
      setup: {
        core_values: ['integrity'],
        permission_to_play: [],
        moderately_important: [],
        non_essential: [],
        key_traits: ['calm'],
      },
      company: { defining_your_values: {}, identifying_key_traits: {} },
      candidate: { defining_your_values: { integrity: 5 }, identifying_key_traits: { calm: 1 } },
    }),
  ],
  oaic_archetypes: [
    scoreSection('oaic_archetypes', { company: profile(40, 30, 20, 10), candidate: profile(10, 20, 30, 40) }),
    scoreSection('oaic_archetypes', {
      company: profile(25, 25, 25, 25),
      candidate: profile(25, 25, 25, 25),
      companyNow: profile(10, 10, 40, 40),
    }),
  ],
  acceptable_behaviors: [
    scoreSection('acceptable_behaviors', {
      company: { scenario_1: 2, scenario_2: 4 },
      candidate: { scenario_1: 1 },
    }),
  ],
  work_style_identifier: [
    scoreSection('work_style_identifier', { mapping, candidate: { scenario_1: 'option_1' } }),
    scoreSection('work_style_identifier', {
      mapping,
      candidate: { scenario_1: 'option_1', scenario_2: 'option_1' },
      company: { scenario_1: 'option_2' },
    }),
  ],
  logic_test: [
    scoreSection('logic_test', {
      key: { pattern_recognition: { q1: 'a', q2: 'b' }, data_interpretation: { q3: 2 } },
      candidate: { pattern_recognition: { q1: 'a' }, data_interpretation: { q3: 1 } },
    }),
  ],
  custom_survey: [
    scoreSection('custom_survey', {
      setup: ZCustomSurveySetup.parse({
        title: 'Quiz',
        questions: [
          { id: 'one', type: 'multiple-choice', headline: 'One', options, correct_option_id: 'b' },
          { id: 'many', type: 'multiple-select', headline: 'Many', options, correct_option_ids: ['a'] },
          { id: 'why', type: 'open-ended', headline: 'Why?' },
        ],
      }),
      candidate: { one: 'b', many: ['a', 'b'], why: 'Because' },
    }),
    scoreSection('custom_survey', {
      setup: ZCustomSurveySetup.parse({
        title: 'Survey',
        questions: [{ id: 'why', type: 'open-ended', headline: 'Why?' }],
      }),
      candidate: {},
    }),
  ],
  human_skills: [
    scoreSection('human_skills', {
      raw: {
        written_communication: skill,
        empathy: { ...skill, criteria: { tone: 70 } },
        situational_awareness: skill,
        critical_thinking: skill,
      },
    }),
    scoreSection('human_skills', { raw: { empathy: skill }, skills: ['empathy'] }),
  ],
  big5: [
    scoreSection('big5', { form: '120', items: big5Items, candidate: big5Answers }),
    scoreSection('big5', { form: '120', items: big5Items, candidate: big5Answers, company: big5Answers }),
    scoreSection('big5', { form: '50', items: big5Items, candidate: {} }),
  ],
};

describe('section summaries', () => {
  it("every scorer's output parses as its kind's summary, and the schema keeps all of it", () => {
    for (const [kind, outputs] of Object.entries(OUTPUTS)) {
      for (const summary of outputs) {
        const parsed = ZSectionSummary.safeParse({ kind, summary });
        expect(parsed.error?.issues, kind).toBeUndefined();
        // Nothing the scorer returns is left out of the schema (an object schema drops keys it does not know).
        expect(parsed.data, kind).toEqual({ kind, summary });
      }
    }
  });

  it('a summary of another kind, or a broken one, does not parse', () => {
    const big5 = OUTPUTS.big5[0];
    expect(ZSectionSummary.safeParse({ kind: 'logic_test', summary: big5 }).success).toBe(false);
    expect(ZSectionSummary.safeParse({ kind: 'big5', summary: { ...(big5 as object), form: '60' } }).success).toBe(
      false,
    );
    expect(ZSectionSummary.safeParse({ kind: 'no_such_kind', summary: big5 }).success).toBe(false);
  });

  it("each kind's summary schema describes exactly its scorer's type", () => {
    expectTypeOf<z.infer<typeof ZValuesAndTraitsSummary>>().toEqualTypeOf<ValuesAndTraitsScore>();
    expectTypeOf<z.infer<typeof ZOaicArchetypesSummary>>().toEqualTypeOf<OaicArchetypesScore>();
    expectTypeOf<z.infer<typeof ZAcceptableBehaviorsSummary>>().toEqualTypeOf<AcceptableBehaviorsScore>();
    expectTypeOf<z.infer<typeof ZWorkStyleSummary>>().toEqualTypeOf<WorkStyleScore>();
    expectTypeOf<z.infer<typeof ZLogicTestSummary>>().toEqualTypeOf<LogicTestScore>();
    expectTypeOf<z.infer<typeof ZCustomSurveySummary>>().toEqualTypeOf<CustomSurveyScore>();
    // These two scores are intersections (`{ overall } & by skill`, `{ … } & by domain name`): compared as one object.
    expectTypeOf<Flat<z.infer<typeof ZHumanSkillsSummary>>>().toEqualTypeOf<Flat<HumanSkillsScore>>();
    expectTypeOf<Flat<z.infer<typeof ZBig5Summary>>>().toEqualTypeOf<Flat<Big5Score>>();
  });
});
