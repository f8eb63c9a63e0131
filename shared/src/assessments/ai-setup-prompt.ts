import type { PromptCode } from '../toolbox/prompt-codes';
import { AI_SETUP_PARTS, AI_SETUP_SECTIONS, type AiSetupInputs } from './ai-setup';

const PURPOSE_TEXT = {
  hiring: 'hiring candidates',
  onboarding: 'onboarding new hires',
  team_building: 'building the current team',
} as const;

const orNone = (text: string) => text.trim() || 'not specified';

/** The variables every setup prompt shares. */
function common(inputs: AiSetupInputs): Record<string, string> {
  return {
    company: orNone(inputs.company),
    orgType: orNone(inputs.orgType),
    role: inputs.role.trim() ? `"${inputs.role.trim()}"` : 'not specified',
    coreValues: inputs.coreValues.length ? inputs.coreValues.join(', ') : 'not specified',
    // The user's own words, quoted as one JSON string (quotes and line breaks escaped) so the prompt reads them as data.
    missionAndVision: inputs.missionAndVision.trim() ? JSON.stringify(inputs.missionAndVision.trim()) : 'not specified',
  };
}

/**
 * The `{{placeholders}}` of each PROMPT_SETUP_* prompt (lambdas/src/common/ai/prompt-pack.ts), filled from the
 * inputs and the sections' content packs (English: ids are what the answer must name). `language` is added by
 * generateText.
 */
export function aiSetupPromptVars(code: PromptCode, inputs: AiSetupInputs): Record<string, string> {
  const base = common(inputs);
  switch (code) {
    case 'PROMPT_SETUP_AUTO_SELECT_SECTIONS':
      return {
        ...base,
        purpose: PURPOSE_TEXT[inputs.purpose],
        sections: AI_SETUP_SECTIONS.map((k) => `${k}: ${AI_SETUP_PARTS[k].purpose}`).join('\n'),
      };
    default: {
      const part = AI_SETUP_SECTIONS.map((k) => AI_SETUP_PARTS[k]).find((p) => p.prompt === code);
      if (!part) throw new Error(`${code} is not an assisted setup prompt`);
      return { ...base, ...part.vars() };
    }
  }
}
