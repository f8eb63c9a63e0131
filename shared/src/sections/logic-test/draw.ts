import { mulberry32 } from '../../ids/random';
import { LOGIC_PARTS, type LogicPart } from './content-types';

/**
 * The logic test's pool and each respondent's draw from it (docs/sections.md "The logic test's pool"). Each part's
 * pool is a list of slots; a slot holds parallel forms of one item: the same kind of question, the same reasoning
 * and the same number of steps, with other numbers or another arrangement, so their difficulty is the same. A draw
 * takes one form from every slot: every respondent answers the same number of items of each part, one per
 * difficulty step, and the parts' percentages stay comparable across respondents. The first form of each slot is
 * the original item: a respondent with no stored draw (started before the pool) is served and scored on those.
 * No zod and no item text here: the server and any page may import it.
 */
export const LOGIC_POOL: Readonly<Record<LogicPart, readonly (readonly string[])[]>> = {
  pattern_recognition: [
    ['pr_series_squares', 'pr_series_squares_b'],
    ['pr_letters_gaps', 'pr_letters_gaps_b'],
    ['pr_letter_number', 'pr_letter_number_b'],
    ['pr_matrix_powers', 'pr_matrix_powers_b'],
    ['pr_matrix_shapes', 'pr_matrix_shapes_b'],
    ['pr_series_double', 'pr_series_double_b'],
  ],
  logical_reasoning: [
    ['lr_all_managers', 'lr_all_managers_b'],
    ['lr_some_analysts', 'lr_some_analysts_b'],
    ['lr_finish_order', 'lr_finish_order_b'],
    ['lr_if_approved', 'lr_if_approved_b'],
    ['lr_analogy_tools', 'lr_analogy_tools_b'],
    ['lr_seating', 'lr_seating_b'],
  ],
  data_interpretation: [
    ['di_quarter_increase', 'di_quarter_increase_b'],
    ['di_quarter_average', 'di_quarter_average_b'],
    ['di_tickets_per_member', 'di_tickets_per_member_b'],
    ['di_budget_overspend', 'di_budget_overspend_b'],
    ['di_survey_share', 'di_survey_share_b'],
    ['di_signup_rate', 'di_signup_rate_b'],
  ],
  problem_resolving: [
    ['rs_people_hours', 'rs_people_hours_b'],
    ['rs_room_booking', 'rs_room_booking_b'],
    ['rs_price_change', 'rs_price_change_b'],
    ['rs_pack_label', 'rs_pack_label_b'],
    ['rs_bottleneck', 'rs_bottleneck_b'],
    ['rs_supplier_quotes', 'rs_supplier_quotes_b'],
  ],
};

/**
 * Slots whose form follows the slot before: the quarterly average item speaks of "the same quarterly figures" as the
 * quarterly increase item, so a respondent gets both from the same table.
 */
const FOLLOWS_PREVIOUS: Readonly<Partial<Record<LogicPart, readonly number[]>>> = { data_interpretation: [1] };

/** The item ids of each part a respondent answers: part -> ids, in the pool's order. */
export type LogicDraw = Partial<Record<LogicPart, string[]>>;

/** The original items (the first form of every slot): what a respondent with no stored draw answers. */
export const ORIGINAL_LOGIC_ITEMS: Readonly<Record<LogicPart, readonly string[]>> = Object.fromEntries(
  LOGIC_PARTS.map((part) => [part, LOGIC_POOL[part].map((slot): string => slot[0]!)]),
) as Record<LogicPart, string[]>;

/** FNV-1a over the seed's UTF-16 units: a 32-bit start for mulberry32. */
function seedNumber(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** One form from every slot of every part, chosen by `seed`: the same seed draws the same items, on any machine. */
export function drawLogicItems(seed: string): Record<LogicPart, string[]> {
  const next = mulberry32(seedNumber(seed));
  return Object.fromEntries(
    LOGIC_PARTS.map((part) => {
      let previous = 0;
      const ids = LOGIC_POOL[part].map((slot, i) => {
        const drawn = Math.floor(next() * slot.length);
        const form = FOLLOWS_PREVIOUS[part]?.includes(i) ? Math.min(previous, slot.length - 1) : drawn;
        previous = form;
        return slot[form]!;
      });
      return [part, ids];
    }),
  ) as Record<LogicPart, string[]>;
}

/**
 * The draw a respondent starting the logic test gets, or undefined to serve the original items. Every start draws
 * today; a per-assessment setting ("draw the logic test from the larger pool") decides here when there is one.
 */
export function logicDrawFor(input: { seed: string; fromPool?: boolean }): Record<LogicPart, string[]> | undefined {
  return input.fromPool === false ? undefined : drawLogicItems(input.seed);
}

/** The ids a respondent answers in `part`: their stored draw, else the original items. */
export function logicItemsOf(part: LogicPart, draw: LogicDraw | undefined): readonly string[] {
  return draw?.[part] ?? ORIGINAL_LOGIC_ITEMS[part];
}
