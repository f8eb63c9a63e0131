/** Small numeric helpers shared by the section scorers. Pure. */

/** Round half away from zero to 2 decimals (spec part 2 §9.4: scores rounded to 2 decimals). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-9)) / 100;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A percentage of `part` over `whole`, 0 when there is nothing to compare, clamped to 0..100 and rounded. */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return round2(clamp((100 * part) / whole, 0, 100));
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
