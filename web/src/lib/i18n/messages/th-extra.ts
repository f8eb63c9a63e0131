import type { Messages } from './en';
import { teamsTh } from './teams.th';
import { referralTh } from './referral.th';
import { creditsTh } from './credits.th';
import { billingTh } from './billing.th';
import { aiTh } from './ai.th';
import { toolboxTh } from './toolbox.th';
import { analyzerTh } from './analyzer.th';
import { analysisTh } from './analysis.th';
import { setupAiTh } from './setup-ai.th';
import { supportTh } from './support.th';
import { tourTh } from './tour.th';

/** Thai strings of the pages beyond the respondent's (see en-extra.ts). */
export const thExtra: Partial<Messages> = {
  ...teamsTh,
  ...referralTh,
  ...creditsTh,
  ...billingTh,
  ...aiTh,
  ...toolboxTh,
  ...analyzerTh,
  ...analysisTh,
  ...setupAiTh,
  ...supportTh,
  ...tourTh,
};
