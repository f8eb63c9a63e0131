import { commonEs } from '../messages/common.es';
import { sectionsEs } from '../messages/sections.es';
import { respondentsEs } from '../messages/respondents.es';

/** The Spanish catalogues a respondent's page needs (the app shell, the test and its sections): one script. */
export const respondentPagesEs = {
  ...commonEs,
  ...sectionsEs,
  ...respondentsEs,
};
