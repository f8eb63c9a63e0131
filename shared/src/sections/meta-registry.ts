import { acceptableBehaviorsMeta } from './acceptable-behaviors/meta';
import { big5Meta } from './big5/meta';
import { customSurveyMeta } from './custom-survey/meta';
import { humanSkillsMeta } from './human-skills/meta';
import { logicTestMeta } from './logic-test/meta';
import { byKind } from './module';
import { oaicArchetypesMeta } from './oaic-archetypes/meta';
import { valuesAndTraitsMeta } from './values-and-traits/meta';
import { workStyleMeta } from './work-style-identifier/meta';

/**
 * Every section kind's meta (timer allowance, stated minutes, prompt name, overall, dimension, answer depth): one
 * import per kind. Light on purpose (no zod, no content): the respondent's pages read it. The full modules are in
 * registry.ts.
 */
export const SECTION_META = /* @__PURE__ */ byKind([
  valuesAndTraitsMeta,
  oaicArchetypesMeta,
  acceptableBehaviorsMeta,
  workStyleMeta,
  logicTestMeta,
  customSurveyMeta,
  humanSkillsMeta,
  big5Meta,
]);
