/** Normal distribution helpers for norm-referenced scores. Pure. */

/**
 * Standard normal CDF via the Abramowitz & Stegun 7.1.26 erf approximation (absolute error < 1.5e-7),
 * plenty for percentiles shown as whole numbers.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** T = 50 + 10 (raw − mean) / sd (CONTENT.md, Johnson's method). */
export function tScore(raw: number, mean: number, sd: number): number {
  return 50 + (10 * (raw - mean)) / sd;
}

/** Percentile of a T score, 0..100, whole number. */
export function percentileFromT(t: number): number {
  return Math.round(100 * normalCdf((t - 50) / 10));
}

export type Big5Band = 'low' | 'average' | 'high';

/** CONTENT.md: low below 45, average 45 to 55, high above 55. */
export function bandFromT(t: number): Big5Band {
  if (t < 45) return 'low';
  if (t > 55) return 'high';
  return 'average';
}

export const BIG5_LEVELS = ['very_low', 'low', 'average', 'high', 'very_high'] as const;
export type Big5Level = (typeof BIG5_LEVELS)[number];

/**
 * The five levels a result shows (spec part 1 §3 "levels very low to very high"): the three bands above, each outer
 * band split 1.5 SD from the mean: very low below 35, low 35 to below 45, average 45 to 55, high above 55 to 65,
 * very high above 65. Scoring and the archetypes keep the three bands; docs/scoring.md.
 */
export function levelFromT(t: number): Big5Level {
  if (t < 35) return 'very_low';
  if (t > 65) return 'very_high';
  return bandFromT(t);
}
