import * as z from '../../zod-mini';
import { CUSTOM_ITEMS } from '../../constants/limits';
import { answerJson, unique } from '../ai-answer';
import { seededRandom, shuffled, type AiSetupInputs, type AiSetupPart } from '../ai-setup-part';
import { VALUES_AND_TRAITS_PACK } from './content';
import { ZValuesAndTraitsSetup, type ValuesAndTraitsAnswers, type ValuesAndTraitsSetup } from './schema';
import { activeValueAlignmentVersion, valueAlignmentItems } from './value-alignment';

// AI-assisted setup of values alignment (PROMPT_SETUP_VALUES_ALIGNMENT; shared/src/assessments/ai-setup.ts lists it).

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
  z.array(z.string()).check(
    z.maxLength(AI_VALUES_COUNTS[part].max),
    z.refine(unique, `${part}: each id once`),
    z.refine((ids) => ids.every((id) => known.has(id)), `${part}: unknown id`),
  );

export interface AiValuesFill {
  setup: ValuesAndTraitsSetup;
  company: ValuesAndTraitsAnswers;
}

const VALUE_CATEGORY_FIELDS = ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const;

/** One of the company's own core values that no listed value matches, kept in its words (part 1 §3 custom fields). */
const ZAiOwnValue = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CUSTOM_ITEMS.textMax)),
  category: z.enum(VALUE_CATEGORY_FIELDS),
});

/**
 * A values alignment answer: value ids of the enabled set in four categories (core and permission-to-play at most 6,
 * at least one non-essential, part 1 §5; no value in two), key trait ids, and the company's own core values that
 * match no listed value, each in a category (they become the setup's own values). The company's ratings follow from
 * the categories, so the section is complete and scorable as it stands.
 */
export function parseValuesAlignment(text: string): AiValuesFill {
  const set = aiValueSet();
  const values = new Set(set.values.map((v) => v.id));
  const traits = new Set(aiTraits().map((t) => t.id));
  const answer = z
    .object({
      core_values: idList('core_values', values),
      permission_to_play: idList('permission_to_play', values),
      moderately_important: z._default(idList('moderately_important', values), []),
      non_essential: idList('non_essential', values),
      key_traits: idList('key_traits', traits),
      custom_values: z._default(z.array(ZAiOwnValue).check(z.maxLength(CUSTOM_ITEMS.values)), []),
    })
    .parse(answerJson(text));
  const { custom_values: own, ...placed } = answer;
  const custom_values = own.map((v, i) => ({ id: `custom_value_${i + 1}`, text: v.text }));
  own.forEach((v, i) => placed[v.category].push(`custom_value_${i + 1}`));
  for (const part of Object.keys(AI_VALUES_COUNTS) as ValuesPart[]) {
    if (placed[part].length < AI_VALUES_COUNTS[part].min) throw new Error(`${part}: too few ids`);
  }
  const setup = ZValuesAndTraitsSetup.parse({ ...placed, custom_values, custom_traits: [], version: set.id });
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

/**
 * The offline stand-in: the company's own core values first (matched by name in any interface language; those no
 * listed value matches kept as its own values), then a seeded pick.
 */
export function offlineValuesAlignment(inputs: AiSetupInputs): string {
  const next = seededRandom(inputs, 'values');
  const set = aiValueSet();
  const names = new Map<string, string>();
  for (const item of VALUES_AND_TRAITS_PACK.defining_your_values.items) {
    for (const label of [item.label.en, item.label.th, item.label.es])
      if (label) names.set(label.trim().toLowerCase(), item.id);
  }
  const inSet = new Set(set.values.map((v) => v.id));
  const own = [
    ...new Set(
      inputs.coreValues
        .map((v) => names.get(v.trim().toLowerCase()))
        .filter((id): id is string => !!id && inSet.has(id)),
    ),
  ].slice(0, AI_VALUES_COUNTS.core_values.max);
  const seen = new Set<string>();
  const unmatched = inputs.coreValues
    .map((v) => v.trim())
    .filter((v) => {
      const key = v.toLowerCase();
      if (!v || v.length > CUSTOM_ITEMS.textMax || names.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, AI_VALUES_COUNTS.core_values.max - own.length);
  const rest = shuffled(
    set.values.map((v) => v.id).filter((id) => !own.includes(id)),
    next,
  );
  const take = (n: number) => rest.splice(0, n);
  const core = [...own, ...take(Math.max(0, 4 - own.length - unmatched.length))];
  const traits = shuffled(
    aiTraits().map((t) => t.id),
    next,
  ).slice(0, 5);
  return JSON.stringify({
    core_values: core,
    permission_to_play: take(3),
    moderately_important: take(3),
    non_essential: take(2),
    key_traits: traits,
    custom_values: unmatched.map((text) => ({ text, category: 'core_values' })),
  });
}

/** Values alignment's part of AI-assisted setup. */
export const valuesAndTraitsAiSetup: AiSetupPart = {
  prompt: 'PROMPT_SETUP_VALUES_ALIGNMENT',
  purpose:
    "values alignment: how far the person's values and personal traits match what the company rates as important",
  vars: () => ({
    values: aiValueSet()
      .values.map((v) => `${v.id}: ${v.title}`)
      .join('\n'),
    traits: aiTraits()
      .map((t) => `${t.id}: ${t.title} - ${t.description}`)
      .join('\n'),
  }),
  parse: parseValuesAlignment,
  offline: offlineValuesAlignment,
};
