import type { Messages } from './en';
import { commonEs } from './common.es';
import { accountsEs } from './accounts.es';
import { teamsEs } from './teams.es';
import { assessmentsEs } from './assessments.es';
import { sectionsEs } from './sections.es';
import { respondentsEs } from './respondents.es';
import { resultsEs } from './results.es';
import { creditsEs } from './credits.es';
import { toolboxEs } from './toolbox.es';
import { supportEs } from './support.es';

/** Every Spanish string, one catalogue per context as in English (en.ts). */
export const es: Partial<Messages> = {
  ...commonEs,
  ...accountsEs,
  ...teamsEs,
  ...assessmentsEs,
  ...sectionsEs,
  ...respondentsEs,
  ...resultsEs,
  ...creditsEs,
  ...toolboxEs,
  ...supportEs,
};
