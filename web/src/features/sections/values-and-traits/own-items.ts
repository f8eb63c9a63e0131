import type { SectionContent } from '@shared/routes';
import { CUSTOM_ITEMS } from '@shared/constants/limits';
import { customItemTexts, type CustomItem } from '@shared/sections/custom-items';
import type { ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import { VALUE_RATING_MAX } from '@shared/sections/values-and-traits/rating-scale';
import { addOwnItems } from '../common/own-items';
import { setRating } from './answers';

/** The company's own values and traits of a setup (spec part 1 §3 `values_and_traits_custom_fields`). */
export interface OwnItems {
  values: CustomItem[];
  traits: CustomItem[];
}

const listOf = (setup: unknown, field: string): CustomItem[] =>
  [...customItemTexts(setup, [field])].map(([id, text]) => ({ id, text }));

export function readOwnItems(setup: unknown): OwnItems {
  return { values: listOf(setup, 'custom_values'), traits: listOf(setup, 'custom_traits') };
}

/** The pack's content with the company's own values and traits first, so they are rated like the pack's. */
export function withContentOwn(content: SectionContent, own: OwnItems): SectionContent {
  return {
    ...content,
    groups: {
      ...content.groups,
      values: [...own.values, ...(content.groups.values ?? [])],
      traits: [...own.traits, ...(content.groups.traits ?? [])],
    },
  };
}

interface State {
  own: OwnItems;
  answers: ValuesAndTraitsAnswers;
}

const key = (text: string) => text.trim().toLocaleLowerCase();

/**
 * My account's core values added to the setup, each rated Most Important (5): one named like a listed value rates
 * that value, any other becomes an own value, within the own values' limit. Values already there are left alone.
 */
export function withCoreValues(state: State, coreValues: readonly string[], content: SectionContent): State {
  const listed = new Map((content.groups.values ?? []).map((v) => [key(v.text), v.id]));
  const ownTexts = new Set(state.own.values.map((v) => key(v.text)));
  let answers = state.answers;
  const added: string[] = [];
  for (const value of coreValues) {
    const k = key(value);
    if (!k || k.length > CUSTOM_ITEMS.textMax || ownTexts.has(k)) continue;
    const id = listed.get(k);
    if (id !== undefined) {
      if (!answers.defining_your_values[id]) answers = setRating(answers, 'defining_your_values', id, VALUE_RATING_MAX);
      continue;
    }
    if (state.own.values.length + added.length >= CUSTOM_ITEMS.values) continue;
    ownTexts.add(k);
    added.push(value);
  }
  const values = addOwnItems(state.own.values, 'value', added);
  for (const item of values.slice(state.own.values.length))
    answers = setRating(answers, 'defining_your_values', item.id, VALUE_RATING_MAX);
  return { own: { ...state.own, values }, answers };
}

/** An own value or trait removed, with its rating. */
export function withoutOwn(state: State, part: 'values' | 'traits', id: string): State {
  const own = { ...state.own, [part]: state.own[part].filter((i) => i.id !== id) };
  const answers = setRating(
    state.answers,
    part === 'values' ? 'defining_your_values' : 'identifying_key_traits',
    id,
    0,
  );
  return { own, answers };
}
