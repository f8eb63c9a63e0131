import type { Messages } from './en';
import { commonTh } from './common.th';
import { accountsTh } from './accounts.th';
import { teamsTh } from './teams.th';
import { assessmentsTh } from './assessments.th';
import { sectionsTh } from './sections.th';
import { respondentsTh } from './respondents.th';
import { resultsTh } from './results.th';
import { creditsTh } from './credits.th';
import { toolboxTh } from './toolbox.th';
import { supportTh } from './support.th';

/** Every Thai string, one catalogue per context as in English (en.ts). */
export const th: Partial<Messages> = {
  ...commonTh,
  ...accountsTh,
  ...teamsTh,
  ...assessmentsTh,
  ...sectionsTh,
  ...respondentsTh,
  ...resultsTh,
  ...creditsTh,
  ...toolboxTh,
  ...supportTh,
};
