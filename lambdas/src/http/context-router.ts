import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context as LambdaContext } from 'aws-lambda';
import { ROUTES, type Context, type RouteId } from '@shared/routes';
import { json } from './response';
import type { ApiHandler } from './handler-factory';

/**
 * One Lambda per bounded context: it receives every route of its context and dispatches on
 * API Gateway's resource path and method to the route's own handler file.
 */
export function contextRouter(context: Context, handlers: Partial<Record<RouteId, ApiHandler>>) {
  const byKey = new Map<string, ApiHandler>();
  for (const [id, h] of Object.entries(handlers) as [RouteId, ApiHandler][]) {
    const def = ROUTES[id];
    if (def.context !== context) throw new Error(`route ${id} belongs to ${def.context}, not ${context}`);
    byKey.set(`${def.method} ${def.path}`, h);
  }
  const handler = async (event: APIGatewayProxyEvent, ctx: LambdaContext): Promise<APIGatewayProxyResult> => {
    if (event.httpMethod === 'OPTIONS') return json(204, {});
    const h = byKey.get(`${event.httpMethod} ${event.resource}`);
    if (!h) return json(404, { error: { code: 'DATA_NOT_FOUND', message: 'Data not found' } });
    return h(event, ctx);
  };
  return Object.assign(handler, { routeIds: Object.keys(handlers) as RouteId[] });
}
