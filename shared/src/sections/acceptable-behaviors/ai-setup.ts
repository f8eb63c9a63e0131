import * as z from 'zod';
import { answerJson } from '../ai-answer';
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
  return { setup: { scenarios: ids as AcceptableBehaviorsSetup['scenarios'] }, company: answer };
}
