import type { PromptCode } from '../toolbox/prompt-codes';
import { OAIC_ARCHETYPES_PACK } from '../sections/oaic-archetypes/content';
import { ACCEPTABLE_BEHAVIORS_PACK } from '../sections/acceptable-behaviors/content';
import { AI_SETUP_SECTIONS, aiScenarios, aiTraits, aiValueSet, type AiSetupInputs } from './ai-setup';

/** What each section measures, for the auto-select prompt. */
const SECTION_PURPOSE: Record<(typeof AI_SETUP_SECTIONS)[number], string> = {
  values_and_traits:
    "values alignment: how far the person's values and personal traits match what the company rates as important",
  oaic_archetypes:
    'culture profile: the culture the person prefers across six dimensions (collaborate, create, compete, control)',
  acceptable_behaviors:
    'acceptable behaviours: whether the person judges grey-zone workplace situations as the company does',
};

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
        sections: AI_SETUP_SECTIONS.map((k) => `${k}: ${SECTION_PURPOSE[k]}`).join('\n'),
      };
    case 'PROMPT_SETUP_VALUES_ALIGNMENT':
      return {
        ...base,
        values: aiValueSet()
          .values.map((v) => `${v.id}: ${v.title}`)
          .join('\n'),
        traits: aiTraits()
          .map((t) => `${t.id}: ${t.title} - ${t.description}`)
          .join('\n'),
      };
    case 'PROMPT_SETUP_CULTURE_PROFILE':
      return {
        ...base,
        dimensions: OAIC_ARCHETYPES_PACK.dimensions
          .map((d) => `${d.id} (${d.title.en}):\n${d.options.map((o) => `  ${o.id}: ${o.text.en}`).join('\n')}`)
          .join('\n'),
      };
    case 'PROMPT_SETUP_ACCEPTABLE_BEHAVIORS':
      return {
        ...base,
        scale: ACCEPTABLE_BEHAVIORS_PACK.scale.map((l) => `${l.value} = ${l.label.en}`).join('\n'),
        scenarios: aiScenarios()
          .map((s) => `${s.id}: ${s.text}`)
          .join('\n'),
      };
    default:
      throw new Error(`${code} is not an assisted setup prompt`);
  }
}
