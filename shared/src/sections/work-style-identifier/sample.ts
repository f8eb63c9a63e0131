import type { SectionSample } from '../module';

/** This kind's part of the sample report (lambdas/src/results/sample.ts). */
export const workStyleSample: SectionSample = {
  company: Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [`scenario_${i + 1}`, (['option_1', 'option_2', 'option_3'] as const)[i % 3]]),
  ),
  respondent: Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [`scenario_${i + 1}`, (['option_1', 'option_3', 'option_2'] as const)[i % 3]]),
  ),
};
