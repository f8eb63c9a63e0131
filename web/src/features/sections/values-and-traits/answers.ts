import type { SectionContent } from '@shared/routes';
import type { Ratings, ValuesAndTraitsAnswers } from '@shared/sections/values-and-traits/schema';
import { VALUE_RATING_MAX } from '@shared/sections/values-and-traits/rating-scale';

export type VtPart = keyof ValuesAndTraitsAnswers;

/** Content groups and the answer part each fills. */
export const VT_PARTS: ReadonlyArray<{ part: VtPart; group: 'values' | 'traits' }> = [
  { part: 'defining_your_values', group: 'values' },
  { part: 'identifying_key_traits', group: 'traits' },
];

export function emptyVtAnswers(): ValuesAndTraitsAnswers {
  return { defining_your_values: {}, identifying_key_traits: {} };
}

const isRating = (r: unknown): r is number =>
  Number.isInteger(r) && (r as number) >= 0 && (r as number) <= VALUE_RATING_MAX;
const isItemId = (id: string) => id.trim() === id && id.length >= 1 && id.length <= 100;
const isRatings = (v: unknown): v is Ratings =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.entries(v).every(([id, r]) => isItemId(id) && isRating(r));

/**
 * Saved answers as stored (from the server, or kept on this device while offline); anything malformed starts empty
 * rather than breaking the screen. The server's schema (ZValuesAndTraitsAnswers) checked by hand, so the
 * respondent's page loads no zod.
 */
export function readVtAnswers(value: unknown): ValuesAndTraitsAnswers {
  if (typeof value !== 'object' || value === null) return emptyVtAnswers();
  const { defining_your_values: values, identifying_key_traits: traits } = value as Record<string, unknown>;
  return isRatings(values) && isRatings(traits)
    ? { defining_your_values: values, identifying_key_traits: traits }
    : emptyVtAnswers();
}

export function setRating(
  answers: ValuesAndTraitsAnswers,
  part: VtPart,
  id: string,
  rating: number,
): ValuesAndTraitsAnswers {
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
