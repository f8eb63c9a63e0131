import { commonEn } from './common.en';
import { accountsEn } from './accounts.en';
import { teamsEn } from './teams.en';
import { assessmentsEn } from './assessments.en';
import { sectionsEn } from './sections.en';
import { respondentsEn } from './respondents.en';
import { resultsEn } from './results.en';
import { creditsEn } from './credits.en';
import { toolboxEn } from './toolbox.en';
import { supportEn } from './support.en';

/**
 * Interface strings, English (the source), one catalogue per context (the same names as web/src/features and the
 * server's contexts) and common.en.ts for the app shell. th and es translate the same keys in files of the same
 * names. How they load: ../parts (a respondent's page carries only the catalogues it needs).
 */
export const en = {
  ...commonEn,
  ...accountsEn,
  ...teamsEn,
  ...assessmentsEn,
  ...sectionsEn,
  ...respondentsEn,
  ...resultsEn,
  ...creditsEn,
  ...toolboxEn,
  ...supportEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
