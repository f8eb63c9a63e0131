import { ACCOUNTS_ROUTES } from './accounts-routes';
import { TEAMS_ROUTES } from './teams-routes';
import { ASSESSMENTS_ROUTES } from './assessments-routes';
import { SECTIONS_ROUTES } from './sections-routes';
import { RESPONDENTS_ROUTES } from './respondents-routes';
import { RESULTS_ROUTES } from './results-routes';
import { CREDITS_ROUTES } from './credits-routes';
import { TOOLBOX_ROUTES } from './toolbox-routes';
import { SUPPORT_ROUTES } from './support-routes';

/**
 * Every API route: one entry each. The CDK API, the local API server and the web client are built from this table.
 * Path ids are never trusted for access: handlers check permission on the loaded record.
 * Each context's routes are in `<context>-routes.ts`, so a function loads only its own (lambdas/src/http/route-definition.ts).
 */
export const ROUTES = {
  ...ACCOUNTS_ROUTES,
  ...TEAMS_ROUTES,
  ...ASSESSMENTS_ROUTES,
  ...SECTIONS_ROUTES,
  ...RESPONDENTS_ROUTES,
  ...RESULTS_ROUTES,
  ...CREDITS_ROUTES,
  ...TOOLBOX_ROUTES,
  ...SUPPORT_ROUTES,
} as const;

export type RouteId = keyof typeof ROUTES;
export type RouteOf<K extends RouteId> = (typeof ROUTES)[K];
