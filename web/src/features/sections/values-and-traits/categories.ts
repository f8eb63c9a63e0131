import {
  MAX_CORE_VALUES,
  MAX_PERMISSION_TO_PLAY,
  type ValuesAndTraitsAnswers,
  type ValuesAndTraitsSetupInput,
} from '@shared/sections/values-and-traits/schema';

export const VALUE_CATEGORIES = ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const;
export type ValueCategory = (typeof VALUE_CATEGORIES)[number];

/** The category of each rated value as stored in a setup. */
export function readCategories(setup: unknown): Record<string, ValueCategory> {
  const out: Record<string, ValueCategory> = {};
  const s = (setup ?? {}) as Record<string, unknown>;
  for (const category of VALUE_CATEGORIES) {
    const list = s[category];
    if (Array.isArray(list)) for (const id of list) if (typeof id === 'string') out[id] = category;
  }
  return out;
}

/**
 * A first placement from the ratings, for values not placed yet: 5 core, 4 permission to play, 3 moderately
 * important, 1-2 non-essential, within the limits (spec part 1 §5: at most 6 core and 6 permission-to-play).
 */
export function suggestCategories(
  answers: ValuesAndTraitsAnswers,
  placed: Record<string, ValueCategory>,
): Record<string, ValueCategory> {
  const out: Record<string, ValueCategory> = {};
  const count = (c: ValueCategory) => Object.values(out).filter((x) => x === c).length;
  const rated = Object.entries(answers.defining_your_values)
    .filter(([, r]) => r > 0)
    .sort((a, b) => b[1] - a[1]);
  for (const [id, rating] of rated) {
    const kept = placed[id];
    if (kept) {
      out[id] = kept;
      continue;
    }
    let c: ValueCategory =
      rating >= 5
        ? 'core_values'
        : rating === 4
          ? 'permission_to_play'
          : rating === 3
            ? 'moderately_important'
            : 'non_essential';
    if (c === 'core_values' && count('core_values') >= MAX_CORE_VALUES) c = 'permission_to_play';
    if (c === 'permission_to_play' && count('permission_to_play') >= MAX_PERMISSION_TO_PLAY) c = 'moderately_important';
    out[id] = c;
  }
  return out;
}

/** The setup to send: each rated value in its category, the rated traits as the key traits. */
export function toVtSetup(
  answers: ValuesAndTraitsAnswers,
  categories: Record<string, ValueCategory>,
  version: string | undefined,
): ValuesAndTraitsSetupInput {
  const rated = new Set(
    Object.entries(answers.defining_your_values)
      .filter(([, r]) => r > 0)
      .map(([id]) => id),
  );
  const of = (c: ValueCategory) =>
    Object.entries(categories)
      .filter(([id, x]) => x === c && rated.has(id))
      .map(([id]) => id);
  return {
    core_values: of('core_values'),
    permission_to_play: of('permission_to_play'),
    moderately_important: of('moderately_important'),
    non_essential: of('non_essential'),
    key_traits: Object.entries(answers.identifying_key_traits)
      .filter(([, r]) => r > 0)
      .map(([id]) => id),
    ...(version ? { version } : {}),
  };
}
