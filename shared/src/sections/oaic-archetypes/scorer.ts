import { DomainError } from '../../errors';
import { round2 } from '../score-math';
import {
  CULTURE_TYPES,
  OAIC_GROUPS,
  POINTS_PER_GROUP,
  allocationTotal,
  type CultureAllocation,
  type CultureType,
  type OaicArchetypesAnswers,
  type OaicGroup,
} from './schema';

/**
 * spec part 2 §9.4, read literally and left to right:
 *   "100 times (1 minus sum of absolute differences divided by 400 times 2)"
 *   score = 100 × (1 − (Σ|company − candidate| / 400) × 2)
 * Two allocations of 100 points differ by at most 200 in total, so the score spans 0..100 and the colour
 * bands (≥80 green, 70–<80 yellow, else red) all occur. Reading the divisor as (400 × 2) would floor every
 * score at 75 and make red nearly unreachable, so that reading is rejected (docs/scoring.md).
 */
export function overlapScore(company: CultureAllocation, respondent: CultureAllocation): number {
  let sumAbs = 0;
  for (const type of CULTURE_TYPES) sumAbs += Math.abs(company[type] - respondent[type]);
  return round2(100 * (1 - (sumAbs / 400) * 2));
}

export type OverlapColour = 'green' | 'yellow' | 'red';

/** spec part 2 §9.4: overlap colour 80 and above green, 70 to below 80 yellow, otherwise red. */
export function overlapColour(score: number): OverlapColour {
  if (score >= 80) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** CONTENT.md "Culture profile": a gap of 10 points or more is usually read as meaningful. */
export const MEANINGFUL_GAP_POINTS = 10;

export interface OaicMetric {
  group: OaicGroup;
  score: number;
  colour: OverlapColour;
  company: CultureAllocation;
  candidate: CultureAllocation;
  /** Signed gap per type: candidate − company. */
  diff: CultureAllocation;
}

export interface OaicArchetypesScore {
  overall: number;
  colour: OverlapColour;
  /** Signed gap of the per-type means: candidate_avg − company_avg. */
  diff: CultureAllocation;
  company: OaicArchetypesAnswers;
  candidate: OaicArchetypesAnswers;
  company_avg: CultureAllocation;
  candidate_avg: CultureAllocation;
  info: {
    company_dominant: CultureType;
    candidate_dominant: CultureType;
    /** Types whose mean gap is at least MEANINGFUL_GAP_POINTS. */
    meaningful_gaps: CultureType[];
    /** Present when the company gave its current culture: preferred − now per type. */
    company_change?: CultureAllocation;
  };
  metrics: OaicMetric[];
}

export interface ScoreOaicArchetypesInput {
  /** The company's preferred culture (the target). */
  company: OaicArchetypesAnswers;
  candidate: OaicArchetypesAnswers;
  /** The company's current culture, optional, reported only. */
  companyNow?: OaicArchetypesAnswers | undefined;
}

/** Mean of the six allocations per type (CONTENT.md: each type's score is the mean of its six allocations). */
export function cultureProfile(answers: OaicArchetypesAnswers): CultureAllocation {
  return roundProfile(exactProfile(answers));
}

function exactProfile(answers: OaicArchetypesAnswers): CultureAllocation {
  const profile = { collaborate: 0, create: 0, compete: 0, control: 0 };
  for (const group of OAIC_GROUPS) for (const type of CULTURE_TYPES) profile[type] += answers[group][type];
  for (const type of CULTURE_TYPES) profile[type] /= OAIC_GROUPS.length;
  return profile;
}

function roundProfile(profile: CultureAllocation): CultureAllocation {
  return {
    collaborate: round2(profile.collaborate),
    create: round2(profile.create),
    compete: round2(profile.compete),
    control: round2(profile.control),
  };
}

export function signedGap(from: CultureAllocation, to: CultureAllocation): CultureAllocation {
  return {
    collaborate: round2(to.collaborate - from.collaborate),
    create: round2(to.create - from.create),
    compete: round2(to.compete - from.compete),
    control: round2(to.control - from.control),
  };
}

export function dominantType(profile: CultureAllocation): CultureType {
  let best: CultureType = CULTURE_TYPES[0];
  for (const type of CULTURE_TYPES) if (profile[type] > profile[best]) best = type;
  return best;
}

/** Scorer input is checked even when it comes from storage: each group must hold exactly 100 points. */
export function assertCultureProfile(answers: OaicArchetypesAnswers, who: string): void {
  for (const group of OAIC_GROUPS) {
    const allocation = answers[group];
    const valid =
      allocation !== undefined &&
      CULTURE_TYPES.every((t) => Number.isFinite(allocation[t]) && allocation[t] >= 0) &&
      allocationTotal(allocation) === POINTS_PER_GROUP;
    if (!valid) throw new DomainError('VALIDATION_FAILED', {}, { section: 'oaic_archetypes', who, group });
  }
}

/** Culture profile match: spec part 2 §9.4. Per group and overall (over the per-type means), 0..100. */
export function scoreOaicArchetypes({ company, candidate, companyNow }: ScoreOaicArchetypesInput): OaicArchetypesScore {
  assertCultureProfile(company, 'company');
  assertCultureProfile(candidate, 'candidate');
  if (companyNow) assertCultureProfile(companyNow, 'company_now');

  const metrics = OAIC_GROUPS.map((group): OaicMetric => {
    const score = overlapScore(company[group], candidate[group]);
    return {
      group,
      score,
      colour: overlapColour(score),
      company: company[group],
      candidate: candidate[group],
      diff: signedGap(company[group], candidate[group]),
    };
  });
  // Overall uses the exact means; only what is shown is rounded.
  const companyExact = exactProfile(company);
  const respondentExact = exactProfile(candidate);
  const overall = overlapScore(companyExact, respondentExact);
  const companyAvg = roundProfile(companyExact);
  const respondentAvg = roundProfile(respondentExact);
  const diff = signedGap(companyExact, respondentExact);
  return {
    overall,
    colour: overlapColour(overall),
    diff,
    company,
    candidate,
    company_avg: companyAvg,
    candidate_avg: respondentAvg,
    info: {
      company_dominant: dominantType(companyAvg),
      candidate_dominant: dominantType(respondentAvg),
      meaningful_gaps: CULTURE_TYPES.filter((t) => Math.abs(diff[t]) >= MEANINGFUL_GAP_POINTS),
      ...(companyNow ? { company_change: signedGap(exactProfile(companyNow), companyExact) } : {}),
    },
    metrics,
  };
}
