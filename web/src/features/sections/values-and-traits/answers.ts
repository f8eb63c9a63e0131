import type { SectionContent } from '@shared/routes';
import type { Ratings, ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits';
import { ZValuesAndTraitsAnswers } from '@shared/sections/values-and-traits';

export type VtPart = keyof ValuesAndTraitsAnswers;

/** Content groups and the answer part each fills. */
export const VT_PARTS: ReadonlyArray<{ part: VtPart; group: 'values' | 'traits' }> = [
  { part: 'defining_your_values', group: 'values' },
  { part: 'identifying_key_traits', group: 'traits' },
];

export function emptyVtAnswers(): ValuesAndTraitsAnswers {
  return { defining_your_values: {}, identifying_key_traits: {} };
}

/** Saved answers as stored; anything malformed starts empty rather than breaking the screen. */
export function readVtAnswers(value: unknown): ValuesAndTraitsAnswers {
  const parsed = ZValuesAndTraitsAnswers.safeParse(value);
  return parsed.success ? parsed.data : emptyVtAnswers();
}

export function setRating(answers: ValuesAndTraitsAnswers, part: VtPart, id: string, rating: number): ValuesAndTraitsAnswers {
  const ratings: Ratings = { ...answers[part] };
  if (rating <= 0) delete ratings[id];
  else ratings[id] = rating;
  return { ...answers, [part]: ratings };
}

export function ratedCount(ratings: Ratings): number {
  return Object.values(ratings).filter((r) => r > 0).length;
}

/** Item text by id across both groups, for summaries and results. */
export function itemTexts(content: SectionContent | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const items of Object.values(content?.groups ?? {})) for (const item of items) map.set(item.id, item.text);
  return map;
}
