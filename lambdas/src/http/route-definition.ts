import type { Context, RouteDef, RouteId } from '@shared/routes';
import { ROUTE_INDEX } from '@shared/routes/route-index';

/** Imports a context's part of the route table (`shared/src/routes/<context>-routes.ts`). */
export type RouteTableLoader = () => Promise<Partial<Record<RouteId, RouteDef>>>;

/**
 * Each context's part of the route table, handed in by its function's entry through the context router (as the
 * identity resolvers are, http/identity.ts) and imported on the first request: a function loads the definitions and
 * zod schemas of its own context's routes, never the whole table (docs/cold-start.md). Naming only its own part keeps
 * the other contexts' parts out of its bundle too, where each was one more lazily imported entry splitting the code
 * the routes share into more, smaller chunks (docs/cold-start.md "Where the CPU goes"). The local API server runs
 * every context in one process, where each keeps its own.
 */
const byContext = new Map<Context, RouteTableLoader>();

/** Called by contextRouter/streamRouter with their context's part of the table. */
export function useRouteTable(context: Context, load: RouteTableLoader): void {
  byContext.set(context, load);
}

/** A route's definition (method, path, auth and its schemas), from its context's part of the table. */
export async function routeDefinition(id: RouteId): Promise<RouteDef> {
  const { context } = ROUTE_INDEX[id];
  const load = byContext.get(context);
  if (!load) throw new Error(`no route table for ${context}: pass it to the context router`);
  const def = (await load())[id];
  if (!def) throw new Error(`route ${id} is not in the ${context} routes`);
  return def;
}
