import * as z from '../../zod-mini';
import { answerJson } from '../ai-answer';
import { seededRandom, type AiSetupInputs, type AiSetupPart } from '../ai-setup-part';
import { OAIC_ARCHETYPES_PACK } from './content';
import {
  CULTURE_TYPES,
  OAIC_GROUPS,
  ZCultureAllocation,
  type OaicArchetypesAnswers,
  type OaicArchetypesSetup,
} from './schema';

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

/** 100 points over the four types in steps of 5, at least 5 each, leaning to one seeded type. */
function allocation(next: () => number, lean: number): Record<string, number> {
  const weights = CULTURE_TYPES.map((_, i) => 1 + next() * 2 + (i === lean ? 3 : 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const steps = weights.map((w) => 1 + Math.floor((w / total) * 16));
  // Each type has at least one step; what rounding left over goes to the leaning type, so the steps make 20 (100 points).
  steps[lean] = (steps[lean] as number) + 20 - steps.reduce((sum, n) => sum + n, 0);
  return Object.fromEntries(CULTURE_TYPES.map((type, i) => [type, (steps[i] as number) * 5]));
}

/** The offline stand-in: a seeded profile now and wanted, each dimension leaning to one type. */
export function offlineCultureProfile(inputs: AiSetupInputs): string {
  const next = seededRandom(inputs, 'culture');
  const nowLean = Math.floor(next() * CULTURE_TYPES.length);
  const preferredLean = Math.floor(next() * CULTURE_TYPES.length);
  const profile = (lean: number) => Object.fromEntries(OAIC_GROUPS.map((g) => [g, allocation(next, lean)]));
  return JSON.stringify({ now: profile(nowLean), preferred: profile(preferredLean) });
}

/** The culture profile's part of AI-assisted setup. */
export const oaicArchetypesAiSetup: AiSetupPart = {
  prompt: 'PROMPT_SETUP_CULTURE_PROFILE',
  purpose:
    'culture profile: the culture the person prefers across six dimensions (collaborate, create, compete, control)',
  vars: () => ({
    dimensions: OAIC_ARCHETYPES_PACK.dimensions
      .map((d) => `${d.id} (${d.title.en}):\n${d.options.map((o) => `  ${o.id}: ${o.text.en}`).join('\n')}`)
      .join('\n'),
  }),
  parse: parseCultureProfile,
  offline: offlineCultureProfile,
};
