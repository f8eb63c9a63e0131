import { DomainError } from '../errors';
import { SECTION_KINDS, type SectionKind } from '../sections/kinds';
import { SECTION_META } from '../sections/meta-registry';
import { round2 } from '../sections/score-math';

/**
 * The AI candidate analysis (spec part 1 §1 "Results": cultural alignment, skill match, risk level and a hiring
 * recommendation; part 2 §7.4 PROMPT_EXECUTIVE_SUMMARY, PROMPT_INTERVIEW_QUESTIONS). The indicators are computed
 * here from the stored section scores, never by the model: the model writes about them, and the employer sees
 * which scores they rest on.
 */

/** spec part 1 §1: strong fit, good fit, consider, no hire (wire values in snake case). */
export const HIRING_RECOMMENDATIONS = ['strong_fit', 'good_fit', 'consider', 'no_hire'] as const;
export type HiringRecommendation = (typeof HIRING_RECOMMENDATIONS)[number];

/** spec part 1 §1: low, medium, high. */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The spec's words for each recommendation, as the prompt asks the model to write them. */
export const RECOMMENDATION_LABELS: Record<HiringRecommendation, string> = {
  strong_fit: 'strong fit',
  good_fit: 'good fit',
  consider: 'consider',
  no_hire: 'no hire',
};

export interface ScoreUsed {
  section: SectionKind;
  /** The section's overall as stored (0..100, 2 decimals). */
  score: number;
  dimension: 'culture' | 'skill';
}

export interface AnalysisIndicators {
  /** Mean of the culture sections' scores, whole percent. */
  cultural_alignment: number;
  /** Mean of the skill sections' scores, whole percent; null when the assessment measured no skill. */
  skill_match: number | null;
  risk_level: RiskLevel;
  /** What the indicators alone suggest (the offline stand-in writes it; the model gives its own). */
  suggested_recommendation: HiringRecommendation;
}

export interface AnalysisBasis {
  indicators: AnalysisIndicators;
  /** Every score the indicators rest on, in section order. */
  scores: ScoreUsed[];
}

/** Risk: a section below this is 'Poor' (spec part 2 §9.4 performance level: below 40). */
export const RISK_HIGH_BELOW = 40;
/** Risk: cultural alignment at or below this is 'Critical F' (spec part 2 §9.4: not above 59). */
export const RISK_HIGH_ALIGNMENT_AT_MOST = 59;
/** Risk: a section below this is under 'Good' (spec part 2 §9.4: 70). */
export const RISK_MEDIUM_BELOW = 70;
/** Risk: this many points or more between the best and the worst section is an uneven profile. */
export const RISK_MEDIUM_SPREAD = 30;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const numeric = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;

function unavailable(reason: string): never {
  throw new DomainError('ANALYSIS_UNAVAILABLE', {}, { reason });
}

/**
 * Risk level from the scores used:
 * - high: any section below 40 (Poor), or cultural alignment at or below 59 (Critical F);
 * - medium: any section below 70 (under Good), or 30 points or more between the best and the worst section;
 * - low: otherwise (every section Good or better and an even profile).
 */
export function riskLevel(scores: readonly number[], culturalAlignment: number): RiskLevel {
  const lowest = Math.min(...scores);
  const spread = Math.max(...scores) - lowest;
  if (lowest < RISK_HIGH_BELOW || culturalAlignment <= RISK_HIGH_ALIGNMENT_AT_MOST) return 'high';
  if (lowest < RISK_MEDIUM_BELOW || spread >= RISK_MEDIUM_SPREAD) return 'medium';
  return 'low';
}

/**
 * What the indicators alone suggest. Fit is cultural alignment, or the mean of alignment and skill match when
 * skills were measured:
 * - strong fit: fit 80 or more and low risk;
 * - good fit: fit 70 or more and risk not high;
 * - consider: fit 50 or more;
 * - no hire: otherwise.
 */
export function suggestedRecommendation(
  culturalAlignment: number,
  skillMatch: number | null,
  risk: RiskLevel,
): HiringRecommendation {
  const fit = skillMatch === null ? culturalAlignment : (culturalAlignment + skillMatch) / 2;
  if (fit >= 80 && risk === 'low') return 'strong_fit';
  if (fit >= 70 && risk !== 'high') return 'good_fit';
  if (fit >= 50) return 'consider';
  return 'no_hire';
}

/**
 * The scores an analysis rests on and its indicators, from a completed respondent's stored section summaries.
 * A section counts when its summary has a numeric overall (an unkeyed survey, a culture profile left short of its
 * points, or a Big Five without a company target has none).
 *
 * Insufficient data (spec part 2 §8 'Assessment Analysis Unavailable: …'):
 * - a section still being scored (written answers waiting for the AI): its score would change the analysis;
 * - no culture section with a score: there is no cultural alignment, and so no risk level or recommendation.
 * Skill match alone may be missing (an assessment of culture only): it is then null, "not measured".
 */
export function analysisBasis(summaries: Readonly<Record<string, unknown>>): AnalysisBasis {
  const scores: ScoreUsed[] = [];
  for (const section of SECTION_KINDS) {
    const summary = summaries[section];
    if (!isObj(summary)) continue;
    if (summary.status === 'scoring') unavailable(`${section} is still being scored`);
    if (!numeric(summary.overall)) continue;
    scores.push({
      section,
      score: round2(summary.overall),
      // Culture: measured against the company's own answers; skill: what the person can do (each kind's meta).
      dimension: SECTION_META[section].dimension,
    });
  }
  const culture = scores.filter((s) => s.dimension === 'culture').map((s) => s.score);
  const skills = scores.filter((s) => s.dimension === 'skill').map((s) => s.score);
  if (culture.length === 0) unavailable('no culture section has a score');
  const cultural_alignment = Math.round(mean(culture));
  const skill_match = skills.length === 0 ? null : Math.round(mean(skills));
  const risk_level = riskLevel(
    scores.map((s) => s.score),
    cultural_alignment,
  );
  return {
    indicators: {
      cultural_alignment,
      skill_match,
      risk_level,
      suggested_recommendation: suggestedRecommendation(cultural_alignment, skill_match, risk_level),
    },
    scores,
  };
}

const LABEL_TO_CODE = new Map(
  Object.entries(RECOMMENDATION_LABELS).map(([code, label]) => [label, code as HiringRecommendation]),
);

/**
 * The model's recommendation from the executive summary's last line, "Recommendation: <label>" with one of the
 * four labels (PROMPT_EXECUTIVE_SUMMARY). Markdown emphasis and a closing full stop are tolerated; anything else
 * (no such line, another label, text after it) throws, so the answer is a failed attempt and is retried.
 */
export function parseRecommendation(text: string): HiringRecommendation {
  const last = text.trimEnd().split('\n').at(-1) ?? '';
  const plain = last.replace(/[*_`]/g, '').trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  const m = /^recommendation\s*:\s*(.+)$/i.exec(plain);
  const code = m ? LABEL_TO_CODE.get(m[1]!.trim().toLowerCase()) : undefined;
  if (!code)
    throw new Error('the executive summary does not end with "Recommendation: <strong fit|good fit|consider|no hire>"');
  return code;
}

/**
 * Interview questions are usable only as a numbered list (PROMPT_INTERVIEW_QUESTIONS asks for 6): fewer than 3
 * numbered lines is a failed attempt.
 */
export function checkInterviewQuestions(text: string): string {
  const numbered = text.split('\n').filter((line) => /^\s*(\*\*)?\d+[.)]/.test(line)).length;
  if (numbered < 3) throw new Error(`interview questions: ${numbered} numbered questions`);
  return text;
}

/** True when the scores an analysis rested on are no longer the respondent's (an answer was rescored since). */
export function scoresChanged(used: readonly ScoreUsed[], now: readonly ScoreUsed[]): boolean {
  if (used.length !== now.length) return true;
  return used.some((u, i) => now[i]?.section !== u.section || now[i]?.score !== u.score);
}
