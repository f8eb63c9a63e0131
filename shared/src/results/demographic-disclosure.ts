import { DEMOGRAPHIC_QUESTIONS, DEMOGRAPHIC_QUESTION_KEYS, type DemographicQuestion } from './demographics';
import { MIN_GROUP_SIZE_FOR_TEAM_PROFILE } from './group-analytics';

/**
 * When the adverse-impact figures may change (fair use, beyond the spec). The employer sees every completion as
 * it happens, so any figure that moves with one respondent's voluntary answers tells that respondent's answers to
 * whoever reads the table before and after: a group's count going from 7 to 8, or a group appearing at 5. So:
 * - a group below the minimum size shows no count at all, and every group of a question is listed once one is
 *   shown, so neither a count nor a row's appearance tells a hidden group's size;
 * - the table shown is a snapshot, looked at again only after MIN_GROUP_SIZE changes to the counters (each change
 *   is one respondent answering, changing an answer, or leaving or joining the counted results), however the
 *   changes fall: the moment it may change depends on how many changed, not on what they answered;
 * - at that moment the new figures replace the shown ones only if, in every question, no group or at least two
 *   groups look different: when one group alone would change visibly, everyone in the batch would be known to be
 *   in it, so the whole table stays as it was (the complement is held back too) and the batch waits for the next
 *   look, together with the changes after it.
 * What is left: a held-back batch says that its members' visible changes fell in one group of some question,
 * not which question or group.
 */

/** Counter of changes to the demographic counters (group-aggregate.ts statsDelta adds one per respondent's change). */
export const DEMOGRAPHIC_CHANGES = 'dx_changes';

/** The figures shown and the change count when they were last looked at; kept beside the aggregate. */
export interface PublishedDemographics {
  changes: number;
  counters: Record<string, number>;
}

const EMPTY: PublishedDemographics = { changes: 0, counters: {} };
const nKey = (q: DemographicQuestion, g: string) => `d_${q}_${g}_n`;
const selKey = (q: DemographicQuestion, g: string) => `d_${q}_${g}_sel`;

/** The demographic counters of an aggregate (`d_<question>_<group>_n` and `_sel`). */
export function demographicPart(counters: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counters).filter(([k, v]) => k.startsWith('d_') && v !== 0));
}

/** What a reader sees of one group: nothing below the minimum, its counts from it. */
function visibleCell(counters: Record<string, number>, q: DemographicQuestion, group: string, minimum: number): string {
  const n = counters[nKey(q, group)] ?? 0;
  return n >= minimum ? `${n}/${counters[selKey(q, group)] ?? 0}` : 'hidden';
}

/** How many groups of a question look different between two sets of counters. */
export function visiblyChangedGroups(
  before: Record<string, number>,
  after: Record<string, number>,
  q: DemographicQuestion,
  minimum = MIN_GROUP_SIZE_FOR_TEAM_PROFILE,
): number {
  return DEMOGRAPHIC_QUESTIONS[q].filter(
    (g) => visibleCell(before, q, g, minimum) !== visibleCell(after, q, g, minimum),
  ).length;
}

/**
 * The figures to show now from the live aggregate and those shown so far; `changed` says the snapshot must be
 * stored again (its figures, or only the change count it was looked at with).
 */
export function publishDemographics(
  live: Record<string, number>,
  published: PublishedDemographics | null | undefined,
  minimum = MIN_GROUP_SIZE_FOR_TEAM_PROFILE,
): { published: PublishedDemographics; changed: boolean } {
  const shown = published ?? EMPTY;
  const changes = live[DEMOGRAPHIC_CHANGES] ?? 0;
  if (changes - shown.changes < minimum) return { published: shown, changed: false };
  const next = demographicPart(live);
  const lone = DEMOGRAPHIC_QUESTION_KEYS.some((q) => visiblyChangedGroups(shown.counters, next, q, minimum) === 1);
  return { published: { changes, counters: lone ? shown.counters : next }, changed: true };
}
