import type { SectionSample } from '../module';
import { big5FormItems } from './content';

const BIG5_50 = big5FormItems('ipip_50').map((i) => i.id);

/** This kind's part of the sample report (lambdas/src/results/sample.ts). */
export const big5Sample: SectionSample = {
  setup: { form: '50' },
  company: Object.fromEntries(BIG5_50.map((id, i) => [id, [4, 3, 4, 5, 3][i % 5]])),
  respondent: Object.fromEntries(BIG5_50.map((id, i) => [id, [4, 4, 3, 5, 2][i % 5]])),
};
