import * as z from '../zod-mini';
import type { Locale, Localized } from '../i18n/locale';
import type { SectionKind } from '../sections/kinds';
import type { PromptCode } from '../toolbox/prompt-codes';
import { answerJson, unique } from '../sections/ai-answer';
import type { AiSetupInputs, AiSetupPart } from '../sections/ai-setup-part';
import { acceptableBehaviorsAiSetup } from '../sections/acceptable-behaviors/ai-setup';
import { oaicArchetypesAiSetup } from '../sections/oaic-archetypes/ai-setup';
import { valuesAndTraitsAiSetup } from '../sections/values-and-traits/ai-setup';

// Each section AI setup fills parses and checks its own answer, in its folder.
export * from '../sections/values-and-traits/ai-setup';
export * from '../sections/oaic-archetypes/ai-setup';
export * from '../sections/acceptable-behaviors/ai-setup';
export { answerJson } from '../sections/ai-answer';

/**
 * AI-assisted setup (spec part 1 §2 "AI-assisted or manual setup", "pending review state after AI setup"; part 2
 * §7.4 PROMPT_SETUP_*): the sections the AI picks from and fills, the fallback when picking fails, and the checks
 * every model answer must pass before anything is stored. Pure: the prompts run in lambdas/src/assessments/ai-setup.ts.
 */
export const AI_SETUP_SECTIONS = [
  'values_and_traits',
  'oaic_archetypes',
  'acceptable_behaviors',
] as const satisfies readonly SectionKind[];
export type AiSetupSection = (typeof AI_SETUP_SECTIONS)[number];
export const ZAiSetupSection = z.enum(AI_SETUP_SECTIONS);

export function isAiSetupSection(kind: SectionKind): kind is AiSetupSection {
  return (AI_SETUP_SECTIONS as readonly string[]).includes(kind);
}

/**
 * Each section's part of assisted setup, defined in its folder (`<kind>/ai-setup.ts`): the prompt that fills it
 * (part 2 §7.4: values alignment, culture profile, acceptable behaviours), what it measures, its prompt variables,
 * the check of a model's answer and the offline stand-in's answer.
 */
export const AI_SETUP_PARTS: Readonly<Record<AiSetupSection, AiSetupPart>> = {
  values_and_traits: valuesAndTraitsAiSetup,
  oaic_archetypes: oaicArchetypesAiSetup,
  acceptable_behaviors: acceptableBehaviorsAiSetup,
};

/** The prompt that fills each section. */
export const AI_SETUP_PROMPTS = Object.fromEntries(
  AI_SETUP_SECTIONS.map((kind) => [kind, AI_SETUP_PARTS[kind].prompt]),
) as Readonly<Record<AiSetupSection, PromptCode>>;

export type { AiSetupInputs, AiSetupPart } from '../sections/ai-setup-part';

/**
 * Auto-select failure (spec part 2 §8 "AI"): values alignment and culture profile on, acceptable behaviours on only
 * when a role is given.
 */
export function fallbackSections(role: string): AiSetupSection[] {
  return role.trim()
    ? ['values_and_traits', 'oaic_archetypes', 'acceptable_behaviors']
    : ['values_and_traits', 'oaic_archetypes'];
}

/** Sections in the wizard's order (SECTION_KINDS), whatever order an answer named them in. */
export function inSectionOrder<K extends SectionKind>(kinds: readonly K[], order: readonly SectionKind[]): K[] {
  return [...new Set(kinds)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

// ---------------------------------------------------------------------------------------------------------------
// Auto-select sections (PROMPT_SETUP_AUTO_SELECT_SECTIONS)

const ZSelectionAnswer = z.object({
  sections: z
    .array(ZAiSetupSection)
    .check(z.minLength(1), z.maxLength(AI_SETUP_SECTIONS.length), z.refine(unique, 'each section once')),
  reason: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
});
export interface SectionSelection {
  sections: AiSetupSection[];
  reason: string;
}

export function parseSectionSelection(text: string): SectionSelection {
  const parsed = ZSelectionAnswer.parse(answerJson(text));
  return { sections: inSectionOrder(parsed.sections, AI_SETUP_SECTIONS), reason: parsed.reason };
}

/** The offline stand-in's pick (docs/ai.md): every section AI setup fills, with a reason built from the inputs. */
export function offlineSectionSelection(inputs: AiSetupInputs): string {
  const about = inputs.role.trim()
    ? `a ${inputs.role.trim()} at a ${inputs.orgType || 'company'}`
    : `a ${inputs.orgType || 'company'}`;
  return JSON.stringify({
    sections: [...AI_SETUP_SECTIONS],
    reason: `Values, culture and behaviour standards together show fit with ${about}.`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The first assessment (part 1 §2 My Assessments, part 2 §4 Onboarding)

const FIRST_ASSESSMENT_NAME: Localized = {
  en: '{orgType} culture fit',
  th: 'ความเข้ากันทางวัฒนธรรม {orgType}',
  es: 'Ajuste cultural {orgType}',
};

/** The auto-generated first assessment's name, e.g. "Startup culture fit". */
export function firstAssessmentName(orgTypeLabel: string, locale: Locale): string {
  return (FIRST_ASSESSMENT_NAME[locale] ?? FIRST_ASSESSMENT_NAME.en).replace('{orgType}', orgTypeLabel);
}
