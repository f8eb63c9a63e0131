import type { Objective } from '../assessments/types';
import type { PromptCode } from '../toolbox/prompt-codes';
import { mulberry32 } from '../ids/random';
import { hashText } from './content-pack';

/** What the AI works with: the organisation type above all (part 1 §2 My Assessments), the role when given. */
export interface AiSetupInputs {
  company: string;
  /** The organisation type as words (the option's English label), not its id. */
  orgType: string;
  /** Free text from the wizard's role field; empty when none was given. */
  role: string;
  coreValues: readonly string[];
  /** My account's mission and vision, free text the user wrote; empty when none. */
  missionAndVision: string;
  purpose: Objective;
}

/**
 * One section's part of AI-assisted setup (spec part 2 §7.4 PROMPT_SETUP_*), defined in the kind's folder
 * (`<kind>/ai-setup.ts`; shared/src/assessments/ai-setup.ts lists them): its prompt, what the section measures (for
 * the auto-select prompt), the prompt's own `{{placeholders}}`, the check a model's answer must pass, and the offline
 * stand-in's answer (docs/ai.md): deterministic, from the same inputs, valid for the same check.
 */
export interface AiSetupPart {
  readonly prompt: PromptCode;
  readonly purpose: string;
  readonly vars: () => Record<string, string>;
  readonly parse: (text: string) => { setup: unknown; company: unknown };
  readonly offline: (inputs: AiSetupInputs) => string;
}

/** A deterministic generator (mulberry32) seeded from the inputs, for the offline stand-in's answers. */
export function seededRandom(inputs: AiSetupInputs, salt: string): () => number {
  const hash = hashText(JSON.stringify([salt, inputs.orgType, inputs.role.trim(), inputs.coreValues]));
  return mulberry32(Number.parseInt(hash.slice(0, 8), 16));
}

export function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
