import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context as LambdaContext } from 'aws-lambda';
import type { Context, RouteId } from '@shared/routes';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { json } from './response';
import type { ApiHandler } from './handler-factory';
import { useIdentity, type IdentityLoader } from './identity';
import { useRouteTable, type RouteTableLoader } from './route-definition';

/** Loads a route's handler on its first request: `() => import('./api/x').then((m) => m.x)` (docs/cold-start.md). */
export type HandlerLoader = () => Promise<ApiHandler>;

/**
 * One Lambda per bounded context: it receives every route of its context and dispatches on
 * API Gateway's resource path and method to the route's own handler file. Each handler file is imported on the
 * first request of its route, so a cold start loads the code of the route it serves and nothing else: the router
 * reads the route index (no schemas); the route table and its schemas come with the handler
 * (lambdas/src/route-handlers.test.ts checks each router serves only its context's routes). `routes` imports its
 * context's part of the route table (http/route-definition.ts); `identity` loads the resolvers of the account behind
 * its `user` and `apiKey` routes (http/identity.ts).
 */
export function contextRouter(
  context: Context,
  routes: RouteTableLoader,
  handlers: Partial<Record<RouteId, HandlerLoader>>,
  identity?: IdentityLoader,
) {
  useRouteTable(context, once(routes));
  useIdentity(context, identity && once(identity));
  const byKey = new Map<string, HandlerLoader>();
  for (const [id, load] of Object.entries(handlers) as [RouteId, HandlerLoader][]) {
    const def = ROUTE_INDEX[id];
    byKey.set(`${def.method} ${def.path}`, once(load));
  }
  const handler = async (event: APIGatewayProxyEvent, ctx: LambdaContext): Promise<APIGatewayProxyResult> => {
    if (event.httpMethod === 'OPTIONS') return json(204, {});
    const load = byKey.get(`${event.httpMethod} ${event.resource}`);
    if (!load) return json(404, { error: { code: 'DATA_NOT_FOUND', message: 'Data not found' } });
    return (await load())(event, ctx);
  };
  return Object.assign(handler, { routeIds: Object.keys(handlers) as RouteId[] });
}

/** A loader that imports once; a failed import is not kept, so the next request tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
