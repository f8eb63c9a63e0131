import { round2 } from '../score-math';
import {
  WORK_STYLES,
  type WorkStyle,
  type WorkStyleAnswers,
  type WorkStyleMapping,
  type WorkStyleScenarioKey,
} from './schema';

export type WorkStyleCounts = Record<WorkStyle, number>;

export interface WorkStyleScore {
  /** Scenarios answered per style. */
  scores: WorkStyleCounts;
  /** Scenarios answered (that the mapping knows): the denominator of the fractions. */
  possible: number;
  /** Fractions of `possible` (spec part 2 §9.4: people, process, product as fractions), 4 decimals. */
  people: number;
  process: number;
  product: number;
  /** Styles from strongest to weakest (ties in people, process, product order): where to start with this person. */
  first_steps: WorkStyle[];
  /**
   * Similarity to the company's style mix when the company answered: 100 × (1 − ½ Σ|fraction gap|); null otherwise.
   * Shown only: work style never counts toward the overall summary (spec part 2 §9.4).
   */
  overall: number | null;
}

export interface ScoreWorkStyleInput {
  mapping: WorkStyleMapping;
  candidate: WorkStyleAnswers;
  company?: WorkStyleAnswers | undefined;
}

export function workStyleCounts(
  mapping: WorkStyleMapping,
  answers: WorkStyleAnswers,
): { counts: WorkStyleCounts; possible: number } {
  const counts: WorkStyleCounts = { people: 0, process: 0, product: 0 };
  let possible = 0;
  for (const [scenario, option] of Object.entries(answers) as Array<
    [WorkStyleScenarioKey, WorkStyleAnswers[WorkStyleScenarioKey]]
  >) {
    const style = option ? mapping[scenario]?.[option] : undefined;
    if (!style) continue;
    counts[style]++;
    possible++;
  }
  return { counts, possible };
}

function fractions(counts: WorkStyleCounts, possible: number): WorkStyleCounts {
  const f = (n: number) => (possible === 0 ? 0 : Math.round((n / possible) * 10_000) / 10_000);
  return { people: f(counts.people), process: f(counts.process), product: f(counts.product) };
}

/** Work style profile (spec part 1 §3 Summaries: scores, possible, first_steps, overall, people/process/product). */
export function scoreWorkStyle({ mapping, candidate, company }: ScoreWorkStyleInput): WorkStyleScore {
  const { counts, possible } = workStyleCounts(mapping, candidate);
  const share = fractions(counts, possible);
  const first_steps = [...WORK_STYLES].sort((a, b) => counts[b] - counts[a]);
  let overall: number | null = null;
  if (company) {
    const theirs = workStyleCounts(mapping, company);
    if (theirs.possible > 0 && possible > 0) {
      let gap = 0;
      for (const style of WORK_STYLES)
        gap += Math.abs(counts[style] / possible - theirs.counts[style] / theirs.possible);
      overall = round2(100 * (1 - gap / 2));
    }
  }
  return { scores: counts, possible, ...share, first_steps, overall };
}
