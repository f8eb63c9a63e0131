import { SECTION_KINDS, type SectionKind } from '@shared/sections/kinds';
import { SECTION_ALLOWANCE_SECONDS } from '@shared/constants';
import { byKind } from '@shared/sections/module';
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
 * a respondent downloads only the screens of the sections they take. A list without a kind fails to compile.
 */
export const SECTION_SCREENS = byKind([
  valuesAndTraitsScreens,
  oaicArchetypesScreens,
  acceptableBehaviorsScreens,
  workStyleScreens,
  logicTestScreens,
  customSurveyScreens,
  humanSkillsScreens,
  big5Screens,
]);

/** Minutes the timer gives a section: the allowance it enforces (spec part 2 §9.5) plus the template's extra time. */
export function sectionMinutes(kind: SectionKind, extraTimeMinutes = 0): number {
  return Math.ceil(SECTION_ALLOWANCE_SECONDS[kind] / 60) + Math.max(0, extraTimeMinutes);
}

export const SECTION_CHOICES = SECTION_KINDS.map((kind) => ({ kind, available: true, minutes: sectionMinutes(kind) }));
