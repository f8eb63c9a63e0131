import { teamsEn } from './teams.en';
import { referralEn } from './referral.en';
import { creditsEn } from './credits.en';
import { billingEn } from './billing.en';
import { aiEn } from './ai.en';
import { toolboxEn } from './toolbox.en';
import { analyzerEn } from './analyzer.en';
import { analysisEn } from './analysis.en';
import { setupAiEn } from './setup-ai.en';
import { supportEn } from './support.en';
import { tourEn } from './tour.en';

/** Interface strings, English, of the pages beyond the respondent's (employer, sign-in, toolbox): loaded before those pages. */
export const enExtra = {
  ...teamsEn,
  ...referralEn,
  ...creditsEn,
  ...billingEn,
  ...aiEn,
  ...toolboxEn,
  ...analyzerEn,
  ...analysisEn,
  ...setupAiEn,
  ...supportEn,
  ...tourEn,
} as const;
