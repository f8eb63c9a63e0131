import * as z from '../../zod-mini';
import { ZItemId } from '../item-id';
import { HUMAN_SKILLS_ANSWER_MAX_LENGTH } from './answer-length';

/** spec part 2 §9.4: the four human skills, by their summary keys (spec part 1 §3). */
export const HUMAN_SKILL_KEYS = [
  'written_communication',
  'empathy',
  'situational_awareness',
  'critical_thinking',
] as const;
export const ZHumanSkill = z.enum(HUMAN_SKILL_KEYS);
export type HumanSkillKey = z.infer<typeof ZHumanSkill>;

export { HUMAN_SKILLS_ANSWER_MAX_LENGTH };

/** The respondent's written answers: prompt id → text. */
export const ZHumanSkillsAnswers = z.record(ZItemId, z.string().check(z.maxLength(HUMAN_SKILLS_ANSWER_MAX_LENGTH)));
export type HumanSkillsAnswers = z.infer<typeof ZHumanSkillsAnswers>;

/** Setup: which skills are assessed and which prompt answers each one. */
export const ZHumanSkillsSetup = z
  .object({
    skills: z.array(ZHumanSkill).check(z.minLength(1), z.maxLength(HUMAN_SKILL_KEYS.length)),
    prompts: z.partialRecord(ZHumanSkill, z.array(ZItemId).check(z.minLength(1), z.maxLength(2))),
  })
  .check(
    z.superRefine((setup, ctx) => {
      if (new Set(setup.skills).size !== setup.skills.length)
        ctx.addIssue({ code: 'custom', path: ['skills'], message: 'duplicate skill' });
      for (const skill of setup.skills) {
        if (!setup.prompts[skill])
          ctx.addIssue({ code: 'custom', path: ['prompts', skill], message: 'a skill needs a prompt' });
      }
    }),
  );
export type HumanSkillsSetup = z.infer<typeof ZHumanSkillsSetup>;

/**
 * The rubric contract the AI scorer is given: for each skill its criteria (each with level descriptors for the
 * 0-25, 26-50, 51-75 and 76-100 bands). The content pack's SkillRubric fits this shape.
 */
export interface RubricContract {
  readonly skill: HumanSkillKey;
  readonly criteria: ReadonlyArray<{ readonly id: string; readonly levels: readonly string[] }>;
}

/** What the AI scorer must return per skill; validated by validateHumanSkillsScore, never trusted. */
export interface HumanSkillAiResult {
  /** 0..100 integer. */
  score: number;
  full_explanation: string;
  /** Optional per-criterion scores 0..100 by criterion id. */
  criteria?: Record<string, number>;
}
