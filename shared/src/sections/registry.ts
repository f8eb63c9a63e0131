import * as z from 'zod';
import { ZAcceptableBehaviorsAnswers, ZAcceptableBehaviorsSetup } from './acceptable-behaviors/schema';
import { scoreAcceptableBehaviors } from './acceptable-behaviors/scorer';
import { ZBig5Answers, ZBig5Setup } from './big5/schema';
import { scoreBig5 } from './big5/scorer';
import { ZCustomSurveyAnswers, ZCustomSurveySetup } from './custom-survey/schema';
import { scoreCustomSurvey } from './custom-survey/scorer';
import { ZHumanSkillsAnswers, ZHumanSkillsSetup } from './human-skills/schema';
import { scoreHumanSkills } from './human-skills/validate-score';
import type { SectionKind } from './kinds';
import { ZLogicTestAnswers, ZLogicTestSetup } from './logic-test/schema';
import { scoreLogicTest } from './logic-test/scorer';
import { ZOaicArchetypesAnswers, ZOaicArchetypesSetup } from './oaic-archetypes/schema';
import { scoreOaicArchetypes } from './oaic-archetypes/scorer';
import { ZValuesAndTraitsAnswers, ZValuesAndTraitsSetup } from './values-and-traits/schema';
import { scoreValuesAndTraits } from './values-and-traits/scorer';
import { ZWorkStyleAnswers, ZWorkStyleSetup } from './work-style-identifier/schema';
import { scoreWorkStyle } from './work-style-identifier/scorer';

/** What every section provides. `score` takes its own input; `never` lets each keep its precise type. */
export interface SectionScoring {
  /** The respondent's (and the company's) answers for this section. */
  readonly answers: z.ZodType;
  /** The company's setup of this section in a template. */
  readonly setup: z.ZodType;
  readonly score: (input: never) => { overall: number | null };
  /** spec part 2 §9.4: the overall summary averages section overalls, excluding work style. */
  readonly countsTowardOverall: boolean;
}

/**
 * One entry per section kind; a kind without its answer schema, setup schema or scorer fails to compile.
 * The scorers are pure: callers pass company answers, keys and mappings they loaded.
 */
export const SECTION_REGISTRY = {
  values_and_traits: {
    answers: ZValuesAndTraitsAnswers,
    setup: ZValuesAndTraitsSetup,
    score: scoreValuesAndTraits,
    countsTowardOverall: true,
  },
  oaic_archetypes: {
    answers: ZOaicArchetypesAnswers,
    setup: ZOaicArchetypesSetup,
    score: scoreOaicArchetypes,
    countsTowardOverall: true,
  },
  acceptable_behaviors: {
    answers: ZAcceptableBehaviorsAnswers,
    setup: ZAcceptableBehaviorsSetup,
    score: scoreAcceptableBehaviors,
    countsTowardOverall: true,
  },
  work_style_identifier: {
    answers: ZWorkStyleAnswers,
    setup: ZWorkStyleSetup,
    score: scoreWorkStyle,
    countsTowardOverall: false,
  },
  logic_test: {
    answers: ZLogicTestAnswers,
    setup: ZLogicTestSetup,
    score: scoreLogicTest,
    countsTowardOverall: true,
  },
  custom_survey: {
    answers: ZCustomSurveyAnswers,
    setup: ZCustomSurveySetup,
    score: scoreCustomSurvey,
    countsTowardOverall: true,
  },
  human_skills: {
    answers: ZHumanSkillsAnswers,
    setup: ZHumanSkillsSetup,
    score: scoreHumanSkills,
    countsTowardOverall: true,
  },
  big5: {
    answers: ZBig5Answers,
    setup: ZBig5Setup,
    score: scoreBig5,
    countsTowardOverall: true,
  },
} as const satisfies Record<SectionKind, SectionScoring>;

export type SectionRegistry = typeof SECTION_REGISTRY;
export type SectionScoreInput<K extends SectionKind> = Parameters<SectionRegistry[K]['score']>[0];
export type SectionScoreResult<K extends SectionKind> = ReturnType<SectionRegistry[K]['score']>;
export type SectionAnswers<K extends SectionKind> = z.infer<SectionRegistry[K]['answers']>;
export type SectionSetup<K extends SectionKind> = z.infer<SectionRegistry[K]['setup']>;

/** Score one section through the registry, keeping the kind's input and result types. */
export function scoreSection<K extends SectionKind>(kind: K, input: SectionScoreInput<K>): SectionScoreResult<K> {
  const score = SECTION_REGISTRY[kind].score as (input: SectionScoreInput<K>) => SectionScoreResult<K>;
  return score(input);
}

/** Answers of a whole assessment by section, each optional (spec part 1 §3 "answers by section"). */
export const ZAnswersBySection = z.object({
  values_and_traits: ZValuesAndTraitsAnswers.optional(),
  oaic_archetypes: ZOaicArchetypesAnswers.optional(),
  acceptable_behaviors: ZAcceptableBehaviorsAnswers.optional(),
  work_style_identifier: ZWorkStyleAnswers.optional(),
  logic_test: ZLogicTestAnswers.optional(),
  custom_survey: ZCustomSurveyAnswers.optional(),
  human_skills: ZHumanSkillsAnswers.optional(),
  big5: ZBig5Answers.optional(),
} satisfies Record<SectionKind, z.ZodType>);
export type AnswersBySection = z.infer<typeof ZAnswersBySection>;
