import type { SectionSample } from '../module';

/** This kind's part of the sample report (lambdas/src/results/sample.ts). */
export const valuesAndTraitsSample: SectionSample = {
  setup: {
    core_values: ['value_integrity', 'value_teamwork'],
    permission_to_play: ['value_accountability'],
    moderately_important: ['value_innovation'],
    non_essential: ['value_fun'],
    key_traits: ['trait_curious', 'trait_dependable'],
    version: 'value_set_2026_1',
  },
  company: {
    defining_your_values: {
      value_integrity: 5,
      value_teamwork: 5,
      value_accountability: 4,
      value_innovation: 3,
      value_fun: 1,
    },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 4 },
  },
  respondent: {
    defining_your_values: {
      value_integrity: 5,
      value_teamwork: 4,
      value_accountability: 4,
      value_innovation: 5,
      value_fun: 2,
    },
    identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
  },
};
