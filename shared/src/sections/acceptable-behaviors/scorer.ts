import { percent } from '../score-math';
import {
  behaviorItemKeys,
  type AcceptableBehaviorsAnswers,
  type ScoredBehaviorsSetup,
  type BehaviorItemKey,
  type BehaviorLevel,
} from './schema';

export type BehaviorMatch = 'exact' | 'near' | 'none';

/**
 * spec part 2 §9.4: a match is equal answers; a near match treats 1 (Frowned Upon) and 2 (Actively
 * Discouraged) as alike. Both kinds count as a match; the summary keeps them apart.
 */
export function behaviorMatch(company: number, respondent: number | undefined): BehaviorMatch {
  if (respondent === undefined) return 'none';
  if (company === respondent) return 'exact';
  const alike = (v: number) => v === 1 || v === 2;
  return alike(company) && alike(respondent) ? 'near' : 'none';
}

export interface BehaviorScenarioScore {
  scenario: BehaviorItemKey;
  company: BehaviorLevel;
  candidate: BehaviorLevel | null;
  match: BehaviorMatch;
}

export interface AcceptableBehaviorsScore {
  /** Percentage of compared scenarios that match (exact or near), 2 decimals. */
  overall: number;
  exact_matches: number;
  near_matches: number;
  compared: number;
  company: AcceptableBehaviorsAnswers;
  candidate: AcceptableBehaviorsAnswers;
  scenarios: BehaviorScenarioScore[];
}

export interface ScoreAcceptableBehaviorsInput {
  setup?: ScoredBehaviorsSetup | undefined;
  company: AcceptableBehaviorsAnswers;
  candidate: AcceptableBehaviorsAnswers;
}

const order = (key: string) => (key.startsWith('scenario_') ? Number(key.slice('scenario_'.length)) : Infinity);
const byScenarioOrder = (x: string, y: string) => order(x) - order(y) || x.localeCompare(y);

/**
 * Compared scenarios: those of the setup when given, else every scenario the company answered; a scenario the
 * company did not answer cannot be compared and is skipped; one the candidate skipped counts as no match.
 */
export function scoreAcceptableBehaviors({
  setup,
  company,
  candidate,
}: ScoreAcceptableBehaviorsInput): AcceptableBehaviorsScore {
  // The company's own scenarios are compared like the pack's (spec part 1 §3 `acceptable_behaviors_custom_fields`).
  const keys = setup ? behaviorItemKeys(setup) : (Object.keys(company) as BehaviorItemKey[]).sort(byScenarioOrder);
  const scenarios: BehaviorScenarioScore[] = [];
  let exact = 0;
  let near = 0;
  for (const scenario of keys) {
    const companyLevel = company[scenario];
    if (companyLevel === undefined) continue;
    const respondentLevel = candidate[scenario];
    const match = behaviorMatch(companyLevel, respondentLevel);
    if (match === 'exact') exact++;
    if (match === 'near') near++;
    scenarios.push({ scenario, company: companyLevel, candidate: respondentLevel ?? null, match });
  }
  return {
    overall: percent(exact + near, scenarios.length),
    exact_matches: exact,
    near_matches: near,
    compared: scenarios.length,
    company,
    candidate,
    scenarios,
  };
}
