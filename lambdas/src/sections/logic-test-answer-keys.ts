/**
 * SERVER ONLY. Answer keys of the logic test item bank (CONTENT.md: "Answer keys stay on the server"), kept in
 * lambdas/ so no web page can import them; the public items are in shared/src/sections/logic-test/content.ts.
 * Explanations are English-only: they are for reviewers and the scorer, not shown to respondents.
 */
import { LOGIC_TEST_PACK } from '@shared/sections/logic-test/content';
import type { LogicOptionId, LogicPart } from '@shared/sections/logic-test/content-types';

export interface LogicAnswerKey {
  readonly correct: LogicOptionId;
  readonly explanation: string;
}

export const LOGIC_ANSWER_KEYS_VERSION = '2026.2';

export const LOGIC_ANSWER_KEYS: Readonly<Record<string, LogicAnswerKey>> = Object.freeze({
  pr_series_squares: { correct: 'c', explanation: 'Differences grow by 2 (4, 6, 8, 10, 12): 30 + 12 = 42.' },
  pr_letters_gaps: { correct: 'a', explanation: 'Gaps grow by one letter (+2, +3, +4, +5, +6): O + 6 = U.' },
  pr_letter_number: { correct: 'd', explanation: 'Every second letter, paired with its position in the alphabet: I9.' },
  pr_matrix_powers: { correct: 'b', explanation: 'Each row is n, n², n³: 4³ = 64.' },
  pr_matrix_shapes: { correct: 'd', explanation: 'Row 3 lacks a circle and the colour white.' },
  pr_series_double: { correct: 'a', explanation: 'Each term is double the previous minus 1: 2 × 33 − 1 = 65.' },
  lr_all_managers: { correct: 'b', explanation: 'Dana belongs to a group whose members all hold the certificate.' },
  lr_some_analysts: {
    correct: 'd',
    explanation: 'The analysts who are engineers attended; nothing is known of the others.',
  },
  lr_finish_order: { correct: 'c', explanation: 'Order: Dev, Ana, Ben, Chen.' },
  lr_if_approved: { correct: 'a', explanation: 'Denying the consequent: no Friday publication means no approval.' },
  lr_analogy_tools: { correct: 'c', explanation: 'A tool and the professional who uses it.' },
  lr_seating: { correct: 'c', explanation: 'Omar 1, Lena 2, Priya 3; seat 4 is next to Priya, so Kai takes seat 5.' },
  di_quarter_increase: { correct: 'd', explanation: 'Q2 rose by 30, Q3 fell by 60, Q4 rose by 50.' },
  di_quarter_average: { correct: 'b', explanation: '(120 + 150 + 90 + 140) / 4 = 125.' },
  di_tickets_per_member: { correct: 'a', explanation: 'A 24, B 20, C 22 tickets per member.' },
  di_budget_overspend: { correct: 'b', explanation: 'Travel +25%, Training +10%, Software −10%.' },
  di_survey_share: { correct: 'c', explanation: '75% of 200 = 150 were satisfied or neutral.' },
  di_signup_rate: { correct: 'c', explanation: 'Day 1 5%, day 2 4%, day 3 6%.' },
  rs_people_hours: { correct: 'b', explanation: '3 × 8 = 24 person-hours; 24 / 4 = 6.' },
  rs_room_booking: { correct: 'c', explanation: 'Only 10:00–10:30 and 11:00–11:30 are free.' },
  rs_price_change: { correct: 'd', explanation: '200 × 1.1 = 220; 220 × 0.9 = 198.' },
  rs_pack_label: { correct: 'b', explanation: 'Packing ends at 30 minutes; the last label takes 5 more: 35.' },
  rs_bottleneck: { correct: 'b', explanation: 'The slowest step (12 minutes) allows 5 items per hour.' },
  rs_supplier_quotes: { correct: 'c', explanation: 'A 1,150; B 1,100; C 1,200.' },
  // The pool's parallel forms (shared/src/sections/logic-test/items-pool.ts), each solved twice by hand.
  pr_series_squares_b: { correct: 'b', explanation: 'Differences grow by 2 (5, 7, 9, 11, 13): 35 + 13 = 48 (n² − 1).' },
  pr_letters_gaps_b: { correct: 'c', explanation: 'Gaps grow by one letter (+2, +3, +4, +5, +6): P + 6 = V.' },
  pr_letter_number_b: {
    correct: 'b',
    explanation: 'Every third letter, paired with its position in the alphabet: N14.',
  },
  pr_matrix_powers_b: { correct: 'c', explanation: 'Each row is n, n², n³: 5³ = 125.' },
  pr_matrix_shapes_b: {
    correct: 'b',
    explanation: 'In each row the third number is the sum of the first two: 4 + 6 = 10.',
  },
  pr_series_double_b: { correct: 'b', explanation: 'Each term is double the previous plus 1: 2 × 47 + 1 = 95.' },
  lr_all_managers_b: { correct: 'b', explanation: 'Ben belongs to a group whose members all have the training.' },
  lr_some_analysts_b: {
    correct: 'd',
    explanation: 'The designers who are writers joined; nothing is known of the others.',
  },
  lr_finish_order_b: { correct: 'a', explanation: 'Order: Chen, Ben, Dev, Ana.' },
  lr_if_approved_b: {
    correct: 'a',
    explanation: 'Denying the consequent: no Monday shipment means the order was not paid.',
  },
  lr_analogy_tools_b: { correct: 'c', explanation: 'A tool and the professional who uses it.' },
  lr_seating_b: { correct: 'c', explanation: 'Lena 3, Kai 5, Omar 4; seat 2 is next to Lena, so Priya takes seat 1.' },
  di_quarter_increase_b: { correct: 'b', explanation: 'Q2 rose by 50, Q3 fell by 30, Q4 rose by 30.' },
  di_quarter_average_b: { correct: 'b', explanation: '(90 + 140 + 110 + 140) / 4 = 120.' },
  di_tickets_per_member_b: { correct: 'b', explanation: 'A 22, B 25, C 23 tickets per member.' },
  di_budget_overspend_b: { correct: 'a', explanation: 'Travel +10%, Software +20%, Training +15%.' },
  di_survey_share_b: { correct: 'c', explanation: '65% of 400 = 260 were satisfied or neutral.' },
  di_signup_rate_b: { correct: 'b', explanation: 'Day 1 6%, day 2 7%, day 3 5%.' },
  rs_people_hours_b: { correct: 'b', explanation: '3 × 12 = 36 person-hours; 36 / 4 = 9.' },
  rs_room_booking_b: { correct: 'b', explanation: 'Free: 9:30–10:30 and 11:00–11:30; only the first lasts an hour.' },
  rs_price_change_b: { correct: 'b', explanation: '500 × 1.2 = 600; 600 × 0.8 = 480.' },
  rs_pack_label_b: { correct: 'b', explanation: 'Packing ends at 36 minutes; the last label takes 4 more: 40.' },
  rs_bottleneck_b: { correct: 'c', explanation: 'The slowest step (11 minutes) allows 5 items per hour.' },
  rs_supplier_quotes_b: { correct: 'b', explanation: 'A 4,150; B 4,400; C 4,050.' },
});

/** The key of an item, or undefined for an unknown id. */
export function logicAnswerKey(itemId: string): LogicAnswerKey | undefined {
  return LOGIC_ANSWER_KEYS[itemId];
}

/** The key in the scorer's shape (part -> item id -> correct option id), for the items a template uses. */
export function logicTestAnswerKey(
  itemIds?: readonly string[],
): Partial<Record<LogicPart, Record<string, LogicOptionId>>> {
  const key: Partial<Record<LogicPart, Record<string, LogicOptionId>>> = {};
  for (const item of LOGIC_TEST_PACK.items) {
    const entry = LOGIC_ANSWER_KEYS[item.id];
    if (!entry || (itemIds && !itemIds.includes(item.id))) continue;
    (key[item.part] ??= {})[item.id] = entry.correct;
  }
  return key;
}
