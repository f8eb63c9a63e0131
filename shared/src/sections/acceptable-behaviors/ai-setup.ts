import * as z from '../../zod-mini';
import { answerJson } from '../ai-answer';
import { seededRandom, type AiSetupInputs, type AiSetupPart } from '../ai-setup-part';
import { ACCEPTABLE_BEHAVIORS_PACK } from './content';
import { ZBehaviorLevel, type AcceptableBehaviorsAnswers, type AcceptableBehaviorsSetup } from './schema';

// AI-assisted setup of acceptable behaviours (PROMPT_SETUP_ACCEPTABLE_BEHAVIORS; shared/src/assessments/ai-setup.ts lists it).

export function aiScenarios(): readonly { id: string; text: string }[] {
  return ACCEPTABLE_BEHAVIORS_PACK.scenarios.map((s) => ({ id: s.id, text: s.text.en }));
}

export interface AiBehaviorsFill {
  setup: AcceptableBehaviorsSetup;
  company: AcceptableBehaviorsAnswers;
}

/** Every scenario of the pack rated 0 (Acceptable) to 4 (Zero Tolerance Policy), part 2 §9.4; no other key. */
export function parseAcceptableBehaviors(text: string): AiBehaviorsFill {
  const ids = aiScenarios().map((s) => s.id);
  const answer = z
    .strictObject(Object.fromEntries(ids.map((id) => [id, ZBehaviorLevel])))
    .parse(answerJson(text)) as AcceptableBehaviorsAnswers;
  return { setup: { scenarios: ids as AcceptableBehaviorsSetup['scenarios'], custom_scenarios: [] }, company: answer };
}

/** The offline stand-in: each scenario rated at a seeded level. */
export function offlineAcceptableBehaviors(inputs: AiSetupInputs): string {
  const next = seededRandom(inputs, 'behaviours');
  return JSON.stringify(Object.fromEntries(aiScenarios().map((s) => [s.id, Math.floor(next() * 5)])));
}

/** Acceptable behaviours' part of AI-assisted setup. */
export const acceptableBehaviorsAiSetup: AiSetupPart = {
  prompt: 'PROMPT_SETUP_ACCEPTABLE_BEHAVIORS',
  purpose: 'acceptable behaviours: whether the person judges grey-zone workplace situations as the company does',
  vars: () => ({
    scale: ACCEPTABLE_BEHAVIORS_PACK.scale.map((l) => `${l.value} = ${l.label.en}`).join('\n'),
    scenarios: aiScenarios()
      .map((s) => `${s.id}: ${s.text}`)
      .join('\n'),
  }),
  parse: parseAcceptableBehaviors,
  offline: offlineAcceptableBehaviors,
};
