import type { Context, RouteDef, RouteId } from '@shared/routes';
import { ROUTE_INDEX } from '@shared/routes/route-index';

/**
 * Each context's part of the route table (`shared/src/routes/<context>-routes.ts`), imported on first use: a
 * function loads the definitions and zod schemas of its own context's routes, never the whole table
 * (docs/cold-start.md). The route index says which context a route belongs to.
 */
const TABLES: Record<Context, () => Promise<Partial<Record<RouteId, RouteDef>>>> = {
  accounts: () => import('@shared/routes/accounts-routes').then((m) => m.ACCOUNTS_ROUTES),
  teams: () => import('@shared/routes/teams-routes').then((m) => m.TEAMS_ROUTES),
  assessments: () => import('@shared/routes/assessments-routes').then((m) => m.ASSESSMENTS_ROUTES),
  sections: () => import('@shared/routes/sections-routes').then((m) => m.SECTIONS_ROUTES),
  respondents: () => import('@shared/routes/respondents-routes').then((m) => m.RESPONDENTS_ROUTES),
  results: () => import('@shared/routes/results-routes').then((m) => m.RESULTS_ROUTES),
  credits: () => import('@shared/routes/credits-routes').then((m) => m.CREDITS_ROUTES),
  toolbox: () => import('@shared/routes/toolbox-routes').then((m) => m.TOOLBOX_ROUTES),
  support: () => import('@shared/routes/support-routes').then((m) => m.SUPPORT_ROUTES),
};

/** A route's definition (method, path, auth and its schemas), from its context's part of the table. */
export async function routeDefinition(id: RouteId): Promise<RouteDef> {
  const def = (await TABLES[ROUTE_INDEX[id].context]())[id];
  if (!def) throw new Error(`route ${id} is not in the ${ROUTE_INDEX[id].context} routes`);
  return def;
}
