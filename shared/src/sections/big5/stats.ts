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
