import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import { SECTION_ALLOWANCE_SECONDS } from '@shared/constants';
import type { SectionScreens } from './types';
import { acceptableBehaviorsScreens } from './acceptable-behaviors';
import { big5Screens } from './big5';
import { customSurveyScreens } from './custom-survey';
import { humanSkillsScreens } from './human-skills';
import { logicTestScreens } from './logic-test';
import { oaicArchetypesScreens } from './oaic-archetypes';
import { valuesAndTraitsScreens } from './values-and-traits';
import { workStyleScreens } from './work-style-identifier';

/**
 * Every section kind's screens, one import per kind: setup (the company), answer (the respondent) and result (the
 * employer), each defined in the kind's folder. Screens are separate chunks, loaded when a section is first shown, so
 * a respondent downloads only the screens of the sections they take. A kind missing here fails to compile.
 */
export const SECTION_SCREENS = {
  values_and_traits: valuesAndTraitsScreens,
  oaic_archetypes: oaicArchetypesScreens,
  acceptable_behaviors: acceptableBehaviorsScreens,
  work_style_identifier: workStyleScreens,
  logic_test: logicTestScreens,
  custom_survey: customSurveyScreens,
  human_skills: humanSkillsScreens,
  big5: big5Screens,
} as const satisfies Record<SectionKind, SectionScreens>;

/** Minutes the timer gives a section: the allowance it enforces (spec part 2 §9.5) plus the template's extra time. */
export function sectionMinutes(kind: SectionKind, extraTimeMinutes = 0): number {
  return Math.ceil(SECTION_ALLOWANCE_SECONDS[kind] / 60) + Math.max(0, extraTimeMinutes);
}

export const SECTION_CHOICES = SECTION_KINDS.map((kind) => ({ kind, available: true, minutes: sectionMinutes(kind) }));
