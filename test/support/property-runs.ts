/**
 * How many cases a property test tries. `npm test` runs a fixed, small number, so its time does not grow with luck
 * and stays short on a busy machine; `npm run test:properties` (a nightly or bench run) raises it through the
 * PROPERTY_RUNS environment variable. fast-check takes it as its global default (test/support/property-setup.ts);
 * exhaustive walks that are not fast-check properties read `THOROUGH`.
 */
export const DEFAULT_PROPERTY_RUNS = 50;

export function propertyRuns(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PROPERTY_RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`PROPERTY_RUNS must be a positive integer, not "${value}"`);
  return runs;
}

export const PROPERTY_RUNS = propertyRuns(process.env.PROPERTY_RUNS);

/** More cases than `npm test` runs were asked for: walks over every combination take all of them. */
export const THOROUGH = PROPERTY_RUNS > DEFAULT_PROPERTY_RUNS;
