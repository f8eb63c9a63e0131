import * as z from 'zod';
import { answerJson } from '../ai-answer';
import { OAIC_GROUPS, ZCultureAllocation, type OaicArchetypesAnswers, type OaicArchetypesSetup } from './schema';

// AI-assisted setup of the culture profile (PROMPT_SETUP_CULTURE_PROFILE; shared/src/assessments/ai-setup.ts lists it).

const ZAiProfile = z.strictObject(
  Object.fromEntries(OAIC_GROUPS.map((g) => [g, ZCultureAllocation])) as Record<
    (typeof OAIC_GROUPS)[number],
    typeof ZCultureAllocation
  >,
);

export interface AiCultureFill {
  setup: OaicArchetypesSetup;
  company: OaicArchetypesAnswers;
}

/**
 * A culture profile answer: the six dimensions, now and wanted, each dividing exactly 100 points among the four
 * culture types (part 1 §5, part 2 §9.4). An unknown dimension or type, a missing one or a wrong sum is refused.
 */
export function parseCultureProfile(text: string): AiCultureFill {
  const answer = z.strictObject({ now: ZAiProfile, preferred: ZAiProfile }).parse(answerJson(text)) as unknown as {
    now: OaicArchetypesAnswers;
    preferred: OaicArchetypesAnswers;
  };
  return { setup: { now: answer.now, preferred: answer.preferred }, company: answer.preferred };
}
