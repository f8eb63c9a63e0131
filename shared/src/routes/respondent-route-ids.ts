import type { RouteId } from './index';

/**
 * The routes the respondent's app (web/src/app/candidate and the pages it loads) calls: the link, registration, the
 * test and its sections, and three a signed-in employer previewing their own link can reach (the language of their
 * account, opening it, a section's content). A test link's first script carries only these of the route index
 * (respondent-route-index.ts); web/src/lib/route-defs.test.ts holds every route the app names to this list.
 */
export const RESPONDENT_ROUTE_IDS = [
  'getPublicLink',
  'registerRespondent',
  'confirmRespondentEmail',
  'getRespondentTest',
  'startSection',
  'saveAnswers',
  'saveComment',
  'completeSection',
  'finishTest',
  'saveDemographics',
  'saveExperienceFeedback',
  'getSectionContent',
  'updateLanguage',
  'openAccount',
] as const satisfies readonly RouteId[];
