import type { SectionContent } from '../routes/schemas';
import { acceptableBehaviorsView } from './acceptable-behaviors/view';
import { big5View } from './big5/view';
import { customSurveyView } from './custom-survey/view';
import { humanSkillsView } from './human-skills/view';
import type { SectionKind } from './kinds';
import { logicTestView } from './logic-test/view';
import { oaicArchetypesView } from './oaic-archetypes/view';
import { valuesAndTraitsView } from './values-and-traits/view';
import type { SectionView, SectionViewInput } from './view-types';
import { workStyleView } from './work-style-identifier/view';

export type { SectionView, SectionViewInput } from './view-types';

/** One content view per section kind: a kind without one fails to compile. */
export const SECTION_VIEWS: Readonly<Record<SectionKind, SectionView>> = {
  values_and_traits: valuesAndTraitsView,
  oaic_archetypes: oaicArchetypesView,
  acceptable_behaviors: acceptableBehaviorsView,
  work_style_identifier: workStyleView,
  logic_test: logicTestView,
  custom_survey: customSurveyView,
  human_skills: humanSkillsView,
  big5: big5View,
};

/** The localized content of a section as screens show it. Answer keys never appear here. */
export function sectionContent(kind: SectionKind, input: SectionViewInput): SectionContent {
  return SECTION_VIEWS[kind](input);
}
