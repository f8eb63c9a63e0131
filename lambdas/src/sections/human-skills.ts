import * as z from '@shared/zod-mini';
import { HUMAN_SKILLS_PACK } from '@shared/sections/human-skills/content';
import { ZHumanSkillsAnswers, ZHumanSkillsSetup } from '@shared/sections/human-skills/schema';
import { defineServerSection } from './server-section';

const PROMPT_SKILL = new Map(HUMAN_SKILLS_PACK.prompts.map((p) => [p.id, p.skill]));

function chosenPrompts(setup: unknown): Set<string> {
  const parsed = ZHumanSkillsSetup.safeParse(setup);
  return new Set(parsed.success ? Object.values(parsed.data.prompts).flat() : []);
}

/**
 * Human skills: the company picks the skills and, per skill, one or two written questions of the pack; there
 * are no company answers. Respondents write; the AI scores the answers against the rubric after the finish,
 * so the summary stored at the finish says `scoring` (results/human-skills-scoring.ts completes it).
 */
export const humanSkills = defineServerSection({
  kind: 'human_skills',
  save: ({ setup }) => {
    const s = ZHumanSkillsSetup.check(
      z.superRefine((v, ctx) => {
        for (const [skill, prompts] of Object.entries(v.prompts)) {
          for (const id of prompts ?? [])
            if (PROMPT_SKILL.get(id) !== skill)
              ctx.addIssue({ code: 'custom', path: ['prompts', skill], message: `Unknown question ${id}` });
        }
      }),
    ).parse(setup);
    const prompts = Object.fromEntries(s.skills.map((skill) => [skill, s.prompts[skill]]));
    return { setup: { skills: s.skills, prompts }, company: {} };
  },
  ready: (setup) => ZHumanSkillsSetup.safeParse(setup).success,
  respondentAnswers: (setup) => {
    const prompts = chosenPrompts(setup);
    return ZHumanSkillsAnswers.check(
      z.superRefine((a, ctx) => {
        for (const id of Object.keys(a))
          if (!prompts.has(id))
            ctx.addIssue({ code: 'custom', path: [id], message: `Question ${id} is not part of this assessment` });
      }),
    );
  },
  score: (setup, _company, respondent) => {
    const answers = z.catch(ZHumanSkillsAnswers, {}).parse(respondent ?? {});
    const written = Object.values(answers).filter((text) => text.trim() !== '').length;
    return {
      overall: null,
      status: written === 0 ? 'unanswered' : 'scoring',
      skills: ZHumanSkillsSetup.safeParse(setup).data?.skills ?? [],
    };
  },
});
