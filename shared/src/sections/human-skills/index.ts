import { defineSection } from '../module';
import { HUMAN_SKILLS_PACK } from './content';
import { humanSkillsMeta } from './meta';
import { ZHumanSkillsAnswers, ZHumanSkillsSetup } from './schema';
import { scoreHumanSkills } from './validate-score';
import { humanSkillsView } from './view';

export * from './schema';
export * from './validate-score';
export { humanSkillsMeta } from './meta';

/** Human skills (scored from the AI's rubric scores): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const humanSkills = /* @__PURE__ */ defineSection({
  ...humanSkillsMeta,
  promptName: 'Human skills',
  setup: ZHumanSkillsSetup,
  answers: ZHumanSkillsAnswers,
  score: scoreHumanSkills,
  view: humanSkillsView,
  packs: [HUMAN_SKILLS_PACK],
});
