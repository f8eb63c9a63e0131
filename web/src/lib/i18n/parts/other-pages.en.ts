import { accountsEn } from '../messages/accounts.en';
import { teamsEn } from '../messages/teams.en';
import { assessmentsEn } from '../messages/assessments.en';
import { resultsEn } from '../messages/results.en';
import { creditsEn } from '../messages/credits.en';
import { toolboxEn } from '../messages/toolbox.en';
import { supportEn } from '../messages/support.en';

/** The English catalogues of every other page (employer, sign-in, toolbox): one script, loaded before those pages. */
export const otherPagesEn = {
  ...accountsEn,
  ...teamsEn,
  ...assessmentsEn,
  ...resultsEn,
  ...creditsEn,
  ...toolboxEn,
  ...supportEn,
} as const;
