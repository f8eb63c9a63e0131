import { commonTh } from '../messages/common.th';
import { sectionsTh } from '../messages/sections.th';
import { respondentsTh } from '../messages/respondents.th';

/** The Thai catalogues a respondent's page needs (the app shell, the test and its sections): one script. */
export const respondentPagesTh = {
  ...commonTh,
  ...sectionsTh,
  ...respondentsTh,
};
