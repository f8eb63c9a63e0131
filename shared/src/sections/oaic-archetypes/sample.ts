import type { SectionSample } from '../module';
import { OAIC_GROUPS, type CultureAllocation } from './schema';

const alloc = (collaborate: number, create: number, compete: number, control: number): CultureAllocation => ({
  collaborate,
  create,
  compete,
  control,
});
const profile = (a: CultureAllocation) => Object.fromEntries(OAIC_GROUPS.map((g) => [g, a]));

/** This kind's part of the sample report (lambdas/src/results/sample.ts). */
export const oaicArchetypesSample: SectionSample = {
  setup: { now: profile(alloc(20, 20, 30, 30)), preferred: profile(alloc(35, 30, 20, 15)) },
  respondent: profile(alloc(30, 35, 20, 15)),
};
