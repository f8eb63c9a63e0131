import { defineSection } from '../module';
import { humanSkillsMeta } from './meta';
import { ZHumanSkillsAnswers, ZHumanSkillsSetup } from './schema';
import { ZHumanSkillsSummary } from './summary';
import { scoreHumanSkills } from './validate-score';

export * from './schema';
export * from './summary';
export * from './validate-score';
export { humanSkillsMeta } from './meta';

/** Human skills (scored from the AI's rubric scores): the whole kind in one place (shared/src/sections/registry.ts lists it). */
export const humanSkills = /* @__PURE__ */ defineSection({
  ...humanSkillsMeta,
  promptName: 'Human skills',
  setup: ZHumanSkillsSetup,
  answers: ZHumanSkillsAnswers,
  summary: ZHumanSkillsSummary,
  score: scoreHumanSkills,
  view: (input) => import('./view').then((m) => m.humanSkillsView(input)),
  packs: () => import('./content').then((m) => [m.HUMAN_SKILLS_PACK] as const),
});
