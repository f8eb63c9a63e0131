import { percent } from '../score-math';
import type {
  AcceptableBehaviorsAnswers,
  AcceptableBehaviorsSetup,
  BehaviorLevel,
  BehaviorScenarioKey,
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
  scenario: BehaviorScenarioKey;
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
  setup?: AcceptableBehaviorsSetup | undefined;
  company: AcceptableBehaviorsAnswers;
  candidate: AcceptableBehaviorsAnswers;
}

function scenarioOrder(key: string): number {
  return Number(key.slice('scenario_'.length));
}

/**
 * Compared scenarios: those of the setup when given, else every scenario the company answered; a scenario the
 * company did not answer cannot be compared and is skipped; one the candidate skipped counts as no match.
 */
export function scoreAcceptableBehaviors({
  setup,
  company,
  candidate,
}: ScoreAcceptableBehaviorsInput): AcceptableBehaviorsScore {
  const keys = (setup ? [...setup.scenarios] : (Object.keys(company) as BehaviorScenarioKey[])).sort(
    (x, y) => scenarioOrder(x) - scenarioOrder(y),
  );
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
