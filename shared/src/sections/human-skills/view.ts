import { localize } from '../content-pack';
import type { SectionView } from '../view-types';
import { HUMAN_SKILLS, HUMAN_SKILLS_PACK } from './content';
import { ZHumanSkillsSetup } from './schema';

/**
 * Group `skills` (the chosen skills with their names) and `prompts` (the chosen written questions, each
 * with its skill in `type` and the suggested length). Rubrics stay on the server: they are the scorer's.
 */
export const humanSkillsView: SectionView = ({ locale, setup }) => {
  const pack = HUMAN_SKILLS_PACK;
  const parsed = ZHumanSkillsSetup.safeParse(setup);
  const skills = HUMAN_SKILLS.filter((s) => !parsed.success || parsed.data.skills.includes(s));
  const prompts = pack.prompts.filter(
    (p) => skills.includes(p.skill) && (!parsed.success || (parsed.data.prompts[p.skill] ?? []).includes(p.id)),
  );
  return {
    kind: 'human_skills',
    version: pack.version,
    title: localize(pack.title, locale),
    instructions: localize(pack.instructions, locale),
    groups: {
      skills: skills.map((skill) => {
        const rubric = pack.rubrics.find((r) => r.skill === skill);
        return { id: skill, text: rubric ? localize(rubric.name, locale) : skill };
      }),
      prompts: prompts.map((p) => ({
        id: p.id,
        text: localize(p.text, locale),
        type: p.skill,
        words: { min: p.words.min, max: p.words.max },
      })),
    },
  };
};
