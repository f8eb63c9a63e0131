import type { SectionKind } from '@shared/sections/kinds';
import { acceptableBehaviorsMoverView } from './acceptable-behaviors/movers';
import { big5MoverView } from './big5/movers';
import type { MoverView } from './common/mover-view';
import { oaicArchetypesMoverView } from './oaic-archetypes/movers';
import { valuesAndTraitsMoverView } from './values-and-traits/movers';
import { workStyleMoverView } from './work-style-identifier/movers';

/**
 * How the result page shows each kind's score movers, one line per kind, defined in the kind's folder; null for the
 * kinds that are not a match against the company. Employer screens only: the respondent's pages never import it.
 */
export const MOVER_VIEWS = {
  values_and_traits: valuesAndTraitsMoverView,
  oaic_archetypes: oaicArchetypesMoverView,
  acceptable_behaviors: acceptableBehaviorsMoverView,
  work_style_identifier: workStyleMoverView,
  logic_test: null,
  custom_survey: null,
  human_skills: null,
  big5: big5MoverView,
} as const satisfies Record<SectionKind, MoverView | null>;
