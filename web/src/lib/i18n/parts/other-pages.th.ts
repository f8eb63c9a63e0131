import { accountsTh } from '../messages/accounts.th';
import { teamsTh } from '../messages/teams.th';
import { assessmentsTh } from '../messages/assessments.th';
import { resultsTh } from '../messages/results.th';
import { creditsTh } from '../messages/credits.th';
import { toolboxTh } from '../messages/toolbox.th';
import { supportTh } from '../messages/support.th';

/** The Thai catalogues of every other page (employer, sign-in, toolbox): one script, loaded before those pages. */
export const otherPagesTh = {
  ...accountsTh,
  ...teamsTh,
  ...assessmentsTh,
  ...resultsTh,
  ...creditsTh,
  ...toolboxTh,
  ...supportTh,
};
