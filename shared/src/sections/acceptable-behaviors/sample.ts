import type { SectionSample } from '../module';

/** This kind's part of the sample report (lambdas/src/results/sample.ts). */
export const acceptableBehaviorsSample: SectionSample = {
  setup: { scenarios: ['scenario_1', 'scenario_2', 'scenario_3', 'scenario_4'] },
  company: { scenario_1: 4, scenario_2: 1, scenario_3: 0, scenario_4: 3 },
  respondent: { scenario_1: 4, scenario_2: 2, scenario_3: 0, scenario_4: 2 },
};
