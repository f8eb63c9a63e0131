import { accountsEs } from '../messages/accounts.es';
import { teamsEs } from '../messages/teams.es';
import { assessmentsEs } from '../messages/assessments.es';
import { resultsEs } from '../messages/results.es';
import { creditsEs } from '../messages/credits.es';
import { toolboxEs } from '../messages/toolbox.es';
import { supportEs } from '../messages/support.es';

/** The Spanish catalogues of every other page (employer, sign-in, toolbox): one script, loaded before those pages. */
export const otherPagesEs = {
  ...accountsEs,
  ...teamsEs,
  ...assessmentsEs,
  ...resultsEs,
  ...creditsEs,
  ...toolboxEs,
  ...supportEs,
};
