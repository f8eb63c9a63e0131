import type { Big5DomainKey, Big5FacetCode } from './schema';

export interface Norm {
  readonly mean: number;
  readonly sd: number;
}

/**
 * IPIP-NEO-120 norms, credit Johnson (2014): J. A. Johnson, "Measuring thirty facets of the Five Factor Model
 * with a 120-item public domain inventory: Development of the IPIP-NEO-120", Journal of Research in
 * Personality 51, 78-89. Taken from the means and standard deviations in Johnson's scoring script
 * (shared/reference/johnson-ipip-neo-120-norms.json, via a port of shortipipneo3.cgi); confirm the licence
 * with Johnson before shipping.
 *
 * Pooling: hiring must not score people by sex or age (CONTENT.md), so one norm serves everyone: the four
 * working-age groups (men and women 21-40 and 41-60) weighted equally. The mean is the mean of the four group
 * means; the SD is that of the equal-weight mixture, sqrt(mean(sd² + mean²) − pooled mean²), which keeps the
 * spread between groups instead of averaging it away (the plain mean of the SDs is within 0.9 of it for every
 * scale). Under-21 and over-60 groups are left out as outside the usual hiring population.
 */
export const NORMS_VERSION = 'johnson-2014-pooled-21-60.1';

export const DOMAIN_NORMS: Readonly<Record<Big5DomainKey, Norm>> = {
  N: { mean: 67.65, sd: 16.45 },
  E: { mean: 78.84, sd: 14.65 },
  O: { mean: 85.99, sd: 12.76 },
  A: { mean: 90.05, sd: 12.34 },
  C: { mean: 89.45, sd: 13.97 },
};

/** Facet norms (raw 4-20). O6 is kept for completeness; the scorer never uses it (CONTENT.md: O6 stays out of hiring use). */
export const FACET_NORMS: Readonly<Record<Big5FacetCode, Norm>> = {
  N1: { mean: 11.84, sd: 3.78 },
  N2: { mean: 11.81, sd: 4.19 },
  N3: { mean: 10.25, sd: 4.04 },
  N4: { mean: 12.06, sd: 3.74 },
  N5: { mean: 12.03, sd: 3.62 },
  N6: { mean: 9.68, sd: 3.59 },
  E1: { mean: 13.67, sd: 3.74 },
  E2: { mean: 11.14, sd: 3.94 },
  E3: { mean: 14.57, sd: 3.54 },
  E4: { mean: 12.54, sd: 3.33 },
  E5: { mean: 12.27, sd: 3.52 },
  E6: { mean: 14.64, sd: 3.37 },
  O1: { mean: 15.17, sd: 3.4 },
  O2: { mean: 15.39, sd: 3.49 },
  O3: { mean: 15.54, sd: 3.01 },
  O4: { mean: 12.81, sd: 3.44 },
  O5: { mean: 15.41, sd: 3.48 },
  O6: { mean: 11.65, sd: 3.74 },
  A1: { mean: 13.29, sd: 3.62 },
  A2: { mean: 17.09, sd: 2.85 },
  A3: { mean: 16.22, sd: 2.79 },
  A4: { mean: 15.71, sd: 3.48 },
  A5: { mean: 12.45, sd: 3.54 },
  A6: { mean: 14.83, sd: 3.14 },
  C1: { mean: 16.13, sd: 2.31 },
  C2: { mean: 12.93, sd: 4.45 },
  C3: { mean: 16.47, sd: 2.59 },
  C4: { mean: 16.29, sd: 3.1 },
  C5: { mean: 13.81, sd: 3.23 },
  C6: { mean: 13.81, sd: 4.03 },
};
