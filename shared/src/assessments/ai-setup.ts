import * as z from 'zod';
import type { Locale, Localized } from '../i18n/locale';
import type { SectionKind } from '../sections/kinds';
import type { PromptCode } from '../toolbox/prompt-codes';
import { VALUES_AND_TRAITS_PACK } from '../sections/values-and-traits/content';
import { activeValueAlignmentVersion, valueAlignmentItems } from '../sections/values-and-traits/value-alignment';
import {
  ZValuesAndTraitsSetup,
  type ValuesAndTraitsAnswers,
  type ValuesAndTraitsSetup,
} from '../sections/values-and-traits/schema';
import {
  OAIC_GROUPS,
  ZCultureAllocation,
  type OaicArchetypesAnswers,
  type OaicArchetypesSetup,
} from '../sections/oaic-archetypes/schema';
import { ACCEPTABLE_BEHAVIORS_PACK } from '../sections/acceptable-behaviors/content';
import {
  ZBehaviorLevel,
  type AcceptableBehaviorsAnswers,
  type AcceptableBehaviorsSetup,
} from '../sections/acceptable-behaviors/schema';
import type { Objective } from './types';

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

/** The prompt that fills each section (part 2 §7.4: values alignment, culture profile, acceptable behaviours). */
export const AI_SETUP_PROMPTS: Readonly<Record<AiSetupSection, PromptCode>> = {
  values_and_traits: 'PROMPT_SETUP_VALUES_ALIGNMENT',
  oaic_archetypes: 'PROMPT_SETUP_CULTURE_PROFILE',
  acceptable_behaviors: 'PROMPT_SETUP_ACCEPTABLE_BEHAVIORS',
};

/** What the AI works with: the organisation type above all (part 1 §2 My Assessments), the role when given. */
export interface AiSetupInputs {
  company: string;
  /** The organisation type as words (the option's English label), not its id. */
  orgType: string;
  /** Free text from the wizard's role field; empty when none was given. */
  role: string;
  coreValues: readonly string[];
  purpose: Objective;
}

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

/**
 * The JSON object of a model's answer. Models sometimes wrap it in a code fence or a sentence; anything that is not
 * one parseable object is refused (a failed attempt, retried).
 */
export function answerJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('the answer holds no JSON object');
  return JSON.parse(text.slice(start, end + 1)) as unknown;
}

const unique = (list: readonly string[]) => new Set(list).size === list.length;

// ---------------------------------------------------------------------------------------------------------------
// Auto-select sections (PROMPT_SETUP_AUTO_SELECT_SECTIONS)

const ZSelectionAnswer = z.object({
  sections: z.array(ZAiSetupSection).min(1).max(AI_SETUP_SECTIONS.length).refine(unique, 'each section once'),
  reason: z.string().trim().max(300).default(''),
});
export interface SectionSelection {
  sections: AiSetupSection[];
  reason: string;
}

export function parseSectionSelection(text: string): SectionSelection {
  const parsed = ZSelectionAnswer.parse(answerJson(text));
  return { sections: inSectionOrder(parsed.sections, AI_SETUP_SECTIONS), reason: parsed.reason };
}

// ---------------------------------------------------------------------------------------------------------------
// Values alignment (PROMPT_SETUP_VALUES_ALIGNMENT)

/** How many ids each part of an AI values answer holds: within part 1 §5's limits, and enough to score on. */
export const AI_VALUES_COUNTS = {
  core_values: { min: 3, max: 6 },
  permission_to_play: { min: 2, max: 6 },
  moderately_important: { min: 0, max: 6 },
  non_essential: { min: 1, max: 4 },
  key_traits: { min: 3, max: 8 },
} as const;
type ValuesPart = keyof typeof AI_VALUES_COUNTS;

/** The company's rating of a value in each category, as the setup screen would suggest it (web categories.ts). */
export const AI_VALUE_RATINGS = {
  core_values: 5,
  permission_to_play: 4,
  moderately_important: 3,
  non_essential: 1,
  key_traits: 5,
} as const;

/** The value set AI setup uses: the enabled one the setup screen names (part 1 §3 "Value alignment"). */
export function aiValueSet(): { id: string; values: readonly { id: string; title: string }[] } {
  const version = activeValueAlignmentVersion();
  if (!version) throw new Error('no enabled value set');
  return { id: version.id, values: valueAlignmentItems(version.id).map((v) => ({ id: v.id, title: v.title })) };
}

export function aiTraits(): readonly { id: string; title: string; description: string }[] {
  return VALUES_AND_TRAITS_PACK.identifying_key_traits.items.map((t) => ({
    id: t.id,
    title: t.label.en,
    description: t.description.en,
  }));
}

const idList = (part: ValuesPart, known: ReadonlySet<string>) =>
  z
    .array(z.string())
    .min(AI_VALUES_COUNTS[part].min)
    .max(AI_VALUES_COUNTS[part].max)
    .refine(unique, `${part}: each id once`)
    .refine((ids) => ids.every((id) => known.has(id)), `${part}: unknown id`);

export interface AiValuesFill {
  setup: ValuesAndTraitsSetup;
  company: ValuesAndTraitsAnswers;
}

/**
 * A values alignment answer: value ids of the enabled set in four categories (core and permission-to-play at most 6,
 * at least one non-essential, part 1 §5; no value in two), and key trait ids. The company's ratings follow from the
 * categories, so the section is complete and scorable as it stands.
 */
export function parseValuesAlignment(text: string): AiValuesFill {
  const set = aiValueSet();
  const values = new Set(set.values.map((v) => v.id));
  const traits = new Set(aiTraits().map((t) => t.id));
  const answer = z
    .object({
      core_values: idList('core_values', values),
      permission_to_play: idList('permission_to_play', values),
      moderately_important: idList('moderately_important', values).default([]),
      non_essential: idList('non_essential', values),
      key_traits: idList('key_traits', traits),
    })
    .parse(answerJson(text));
  const setup = ZValuesAndTraitsSetup.parse({ ...answer, version: set.id });
  return { setup, company: valuesCompanyAnswers(setup) };
}

export function valuesCompanyAnswers(setup: ValuesAndTraitsSetup): ValuesAndTraitsAnswers {
  const rate = (ids: readonly string[], rating: number) => Object.fromEntries(ids.map((id) => [id, rating]));
  return {
    defining_your_values: {
      ...rate(setup.non_essential, AI_VALUE_RATINGS.non_essential),
      ...rate(setup.moderately_important, AI_VALUE_RATINGS.moderately_important),
      ...rate(setup.permission_to_play, AI_VALUE_RATINGS.permission_to_play),
      ...rate(setup.core_values, AI_VALUE_RATINGS.core_values),
    },
    identifying_key_traits: rate(setup.key_traits, AI_VALUE_RATINGS.key_traits),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Culture profile (PROMPT_SETUP_CULTURE_PROFILE)

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

// ---------------------------------------------------------------------------------------------------------------
// Acceptable behaviours (PROMPT_SETUP_ACCEPTABLE_BEHAVIORS)

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
