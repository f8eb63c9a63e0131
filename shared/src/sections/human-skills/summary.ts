import * as z from '../../zod-mini';
import { HUMAN_SKILL_KEYS } from './schema';

/** One skill as the AI scored it, after validation. */
export const ZHumanSkillAiResult = z.object({
  score: z.number(),
  full_explanation: z.string(),
  criteria: z.optional(z.record(z.string(), z.number())),
});

/** What the scorer returns and a respondent's summary stores once scored (validate-score.ts `HumanSkillsScore`). */
export const ZHumanSkillsSummary = z.object({
  overall: z.number(),
  ...Object.fromEntries(HUMAN_SKILL_KEYS.map((k) => [k, z.optional(ZHumanSkillAiResult)])),
} as { overall: z.ZodMiniNumber } & Record<
  (typeof HUMAN_SKILL_KEYS)[number],
  z.ZodMiniOptional<typeof ZHumanSkillAiResult>
>);
