import { commonEn } from '../messages/common.en';
import { sectionsEn } from '../messages/sections.en';
import { respondentsEn } from '../messages/respondents.en';

/** The English catalogues a respondent's page needs (the app shell, the test and its sections): one script. */
export const respondentPagesEn = {
  ...commonEn,
  ...sectionsEn,
  ...respondentsEn,
} as const;
