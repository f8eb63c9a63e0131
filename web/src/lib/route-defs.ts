import type { RouteId } from '@shared/routes';
import type { ROUTE_INDEX } from '@shared/routes/route-index';
import { RESPONDENT_ROUTE_INDEX } from '@shared/routes/respondent-route-index';

type RouteIndex = typeof ROUTE_INDEX;

/**
 * The route index the API client calls with. A page starts with the respondent's app's routes (a test link's first
 * script carries those alone: shared/src/routes/respondent-route-ids.ts); the employer's app adds every route when
 * its script runs (app/app.tsx), before any of its pages calls one.
 */
let index: Partial<RouteIndex> = RESPONDENT_ROUTE_INDEX;

export function addRouteIndex(all: RouteIndex): void {
  index = all;
}

/** A route's method, path, context, auth and streaming flag. */
export function routeDef<K extends RouteId>(id: K): RouteIndex[K] {
  const def = index[id];
  // A respondent's page naming a route beyond its list: a mistake route-defs.test.ts catches before it ships.
  if (!def) throw new Error(`route ${id} is not in this page's route index`);
  return def as RouteIndex[K];
}
