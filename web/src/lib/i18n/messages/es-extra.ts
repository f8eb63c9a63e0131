import type { Messages } from './en';
import { teamsEs } from './teams.es';
import { referralEs } from './referral.es';
import { creditsEs } from './credits.es';
import { billingEs } from './billing.es';
import { aiEs } from './ai.es';
import { toolboxEs } from './toolbox.es';
import { analyzerEs } from './analyzer.es';
import { analysisEs } from './analysis.es';
import { setupAiEs } from './setup-ai.es';
import { supportEs } from './support.es';
import { tourEs } from './tour.es';

/** Spanish strings of the pages beyond the respondent's (see en-extra.ts). */
export const esExtra: Partial<Messages> = {
  ...teamsEs,
  ...referralEs,
  ...creditsEs,
  ...billingEs,
  ...aiEs,
  ...toolboxEs,
  ...analyzerEs,
  ...analysisEs,
  ...setupAiEs,
  ...supportEs,
  ...tourEs,
};
