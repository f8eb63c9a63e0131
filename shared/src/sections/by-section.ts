import type { SectionKind } from './kinds';

/**
 * What a stored template or respondent holds per section kind: setups, company answers, answers. Each value stays
 * `unknown` until its kind's module parses it (stored data may predate the current schema), but the keys are kinds.
 */
export type BySection<T = unknown> = { [K in SectionKind]?: T };

/** Summaries as stored: one per section kind, plus the overall line (score-respondent.ts writes them). */
export type StoredSummaries = BySection & { overall?: unknown; overall_summary?: unknown };

const isPlain = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored per-section map as one, or an empty one when nothing (or something that is not a map) is stored. */
export function bySection(stored: unknown): BySection {
  return isPlain(stored) ? stored : {};
}

/** Stored summaries as such, or none when nothing (or something that is not a map) is stored. */
export function storedSummaries(stored: unknown): StoredSummaries {
  return isPlain(stored) ? stored : {};
}
