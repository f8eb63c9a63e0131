import { percent } from '../score-math';
import type { Ratings, ValuesAndTraitsAnswers, ValuesAndTraitsSetup } from './schema';

/**
 * Values and traits match (spec part 2 §9.4 gives the weights; the formula is ours, docs/scoring.md):
 *
 *   similarity(item)   = 1 − |company − candidate| / 4      (ratings 1..5, so the widest gap is 4)
 *                        0 when the candidate left the item unrated
 *   contribution(item) = weight(item) × similarity(item)
 *   part score         = 100 × Σ contribution / Σ weight     over the items of that part
 *   overall            = 100 × Σ contribution / Σ weight     over the items of both parts (pooled, so a
 *                        core value counts the same whichever part it sits in)
 *
 * Weights (spec part 2 §9.4): core 4, permission to play 4, moderately important 2, non-essential 1, traits 3.
 * A value the setup does not categorise takes its weight from the company's own rating, read through the
 * importance labels: 5 and 4 weigh like core / permission to play (4), 3 like moderately important (2),
 * 2 and 1 like non-essential (1).
 * A categorised value the company did not rate takes the rating its category implies (core 5, permission
 * to play 4, moderately important 3, non-essential 1); a chosen key trait the company did not rate counts as 5.
 * Items the company neither rated nor categorised are not compared. Parts with no items score 0.
 */
export const VALUE_WEIGHTS = {
  core_values: 4,
  permission_to_play: 4,
  moderately_important: 2,
  non_essential: 1,
  key_trait: 3,
} as const;

type ValueCategoryField = 'core_values' | 'permission_to_play' | 'moderately_important' | 'non_essential';
export type ValuesItemCategory = keyof typeof VALUE_WEIGHTS | 'by_company_rating';
export type ValuesAndTraitsPart = 'defining_your_values' | 'identifying_key_traits';

const IMPLIED_COMPANY_RATING: Record<keyof typeof VALUE_WEIGHTS, number> = {
  core_values: 5,
  permission_to_play: 4,
  moderately_important: 3,
  non_essential: 1,
  key_trait: 5,
};

/** Weight of a value no setup categorises, derived from the company's rating (see the formula above). */
export function weightFromCompanyRating(rating: number): number {
  if (rating >= 4) return VALUE_WEIGHTS.core_values;
  if (rating === 3) return VALUE_WEIGHTS.moderately_important;
  return VALUE_WEIGHTS.non_essential;
}

/** 1 − |company − candidate| / 4; 0 when either side is unrated. */
export function ratingSimilarity(company: number, respondent: number): number {
  if (company <= 0 || respondent <= 0) return 0;
  return 1 - Math.abs(company - respondent) / 4;
}

export interface ValuesAndTraitsItemScore {
  id: string;
  part: ValuesAndTraitsPart;
  category: ValuesItemCategory;
  weight: number;
  company: number;
  candidate: number;
  similarity: number;
  contribution: number;
  max: number;
}

export interface ValuesAndTraitsScore {
  overall: number;
  defining_your_values: number;
  identifying_key_traits: number;
  /** The answers compared, echoed for the summary (spec part 1 §3 Summaries). */
  company: ValuesAndTraitsAnswers;
  candidate: ValuesAndTraitsAnswers;
  items: ValuesAndTraitsItemScore[];
}

export interface ScoreValuesAndTraitsInput {
  /** Only the placement is read: own items are scored by id like the pack's. */
  setup?: Pick<ValuesAndTraitsSetup, ValueCategoryField | 'key_traits'> | undefined;
  company: ValuesAndTraitsAnswers;
  candidate: ValuesAndTraitsAnswers;
}

function rating(ratings: Ratings, id: string): number {
  return Object.prototype.hasOwnProperty.call(ratings, id) ? (ratings[id] ?? 0) : 0;
}

function scoreItem(
  id: string,
  part: ValuesAndTraitsPart,
  category: ValuesItemCategory,
  company: number,
  respondent: number,
): ValuesAndTraitsItemScore {
  const weight = category === 'by_company_rating' ? weightFromCompanyRating(company) : VALUE_WEIGHTS[category];
  const similarity = ratingSimilarity(company, respondent);
  return {
    id,
    part,
    category,
    weight,
    company,
    candidate: respondent,
    similarity,
    contribution: weight * similarity,
    max: weight,
  };
}

function partItems(
  part: ValuesAndTraitsPart,
  categorised: ReadonlyArray<readonly [string, keyof typeof VALUE_WEIGHTS]>,
  company: Ratings,
  respondent: Ratings,
): ValuesAndTraitsItemScore[] {
  const items: ValuesAndTraitsItemScore[] = [];
  const done = new Set<string>();
  for (const [id, category] of categorised) {
    if (done.has(id)) continue;
    done.add(id);
    const companyRating = rating(company, id) || IMPLIED_COMPANY_RATING[category];
    items.push(scoreItem(id, part, category, companyRating, rating(respondent, id)));
  }
  for (const [id, companyRating] of Object.entries(company)) {
    if (done.has(id) || companyRating <= 0) continue;
    done.add(id);
    const category = part === 'identifying_key_traits' ? 'key_trait' : 'by_company_rating';
    items.push(scoreItem(id, part, category, companyRating, rating(respondent, id)));
  }
  return items;
}

function scoreOf(items: readonly ValuesAndTraitsItemScore[]): number {
  let got = 0;
  let max = 0;
  for (const item of items) {
    got += item.contribution;
    max += item.max;
  }
  return percent(got, max);
}

/** Score a candidate's values and traits against the company's (0..100, 2 decimals), explainable per item. */
export function scoreValuesAndTraits({ setup, company, candidate }: ScoreValuesAndTraitsInput): ValuesAndTraitsScore {
  const categorisedValues: Array<readonly [string, keyof typeof VALUE_WEIGHTS]> = [];
  const categorisedTraits: Array<readonly [string, keyof typeof VALUE_WEIGHTS]> = [];
  if (setup) {
    for (const category of ['core_values', 'permission_to_play', 'moderately_important', 'non_essential'] as const) {
      for (const id of setup[category]) categorisedValues.push([id, category]);
    }
    for (const id of setup.key_traits) categorisedTraits.push([id, 'key_trait']);
  }
  const values = partItems(
    'defining_your_values',
    categorisedValues,
    company.defining_your_values,
    candidate.defining_your_values,
  );
  const traits = partItems(
    'identifying_key_traits',
    categorisedTraits,
    company.identifying_key_traits,
    candidate.identifying_key_traits,
  );
  const items = [...values, ...traits];
  return {
    overall: scoreOf(items),
    defining_your_values: scoreOf(values),
    identifying_key_traits: scoreOf(traits),
    company,
    candidate,
    items,
  };
}
