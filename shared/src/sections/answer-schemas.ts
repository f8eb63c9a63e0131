import type * as z from '../zod-mini';
import { ZAcceptableBehaviorsAnswers } from './acceptable-behaviors/schema';
import { ZBig5Answers } from './big5/schema';
import { ZCustomSurveyAnswers } from './custom-survey/schema';
import { ZHumanSkillsAnswers } from './human-skills/schema';
import type { SectionKind } from './kinds';
import { ZLogicTestAnswers } from './logic-test/schema';
import { ZOaicDraftAnswers } from './oaic-archetypes/schema';
import { ZValuesAndTraitsAnswers } from './values-and-traits/schema';
import { ZWorkStyleAnswers } from './work-style-identifier/schema';

/**
 * The shape a respondent's saved answers have in each section, as a respondent's page reads them back (the
 * culture profile while points are still being placed). Schemas only: no scorer, so the page bundle stays small.
 */
export const RESPONDENT_ANSWER_SCHEMAS = {
  values_and_traits: ZValuesAndTraitsAnswers,
  oaic_archetypes: ZOaicDraftAnswers,
  acceptable_behaviors: ZAcceptableBehaviorsAnswers,
  work_style_identifier: ZWorkStyleAnswers,
  logic_test: ZLogicTestAnswers,
  custom_survey: ZCustomSurveyAnswers,
  human_skills: ZHumanSkillsAnswers,
  big5: ZBig5Answers,
} satisfies Record<SectionKind, z.ZodMiniType>;
