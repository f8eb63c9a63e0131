import type { APIGatewayProxyEvent, Context as LambdaContext } from 'aws-lambda';
import type { Context, RouteId } from '@shared/routes';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { once } from './context-router';
import { corsHeaders } from './response';
import type { StreamHandler } from './stream-handler';
import { useIdentity, type IdentityLoader } from './identity';
import { useRouteTable, type RouteTableLoader } from './route-definition';

/**
 * The streaming routes of one context, dispatched like `contextRouter` on resource path and method; each route's
 * handler file is imported on its first request.
 */
export function streamRouter(
  context: Context,
  routes: RouteTableLoader,
  handlers: Partial<Record<RouteId, () => Promise<StreamHandler>>>,
  identity?: IdentityLoader,
) {
  useRouteTable(context, once(routes));
  useIdentity(context, identity && once(identity));
  const byKey = new Map<string, () => Promise<StreamHandler>>();
  for (const [id, load] of Object.entries(handlers) as [RouteId, () => Promise<StreamHandler>][]) {
    const def = ROUTE_INDEX[id];
    byKey.set(`${def.method} ${def.path}`, once(load));
  }
  const handler: StreamHandler = async (event, sink, ctx) => {
    const load = byKey.get(`${event.httpMethod} ${event.resource}`);
    if (load) return (await load())(event, sink, ctx);
    sink.start(404, { 'Content-Type': 'application/json', ...corsHeaders() });
    sink.write(JSON.stringify({ error: { code: 'DATA_NOT_FOUND', message: 'Data not found' } }));
    await sink.end();
  };
  return Object.assign(handler, { routeIds: Object.keys(handlers) as RouteId[] });
}

interface Writable {
  write(chunk: string): unknown;
  end(callback?: () => void): unknown;
}
interface AwsLambdaGlobal {
  streamifyResponse(
    fn: (event: APIGatewayProxyEvent, stream: Writable, context: LambdaContext) => Promise<void>,
  ): unknown;
  HttpResponseStream: {
    from(stream: Writable, metadata: { statusCode: number; headers: Record<string, string> }): Writable;
  };
}

/**
 * The Lambda entry of a context's streaming function: Lambda response streaming (`awslambda.streamifyResponse`, a
 * global of the Node.js runtime), the status and headers sent first through `HttpResponseStream.from` as API
 * Gateway's STREAM integration expects. Outside Lambda the runtime global is absent and the local API server calls
 * the StreamHandler itself.
 */
export function lambdaStreamingHandler(handler: StreamHandler): unknown {
  const runtime = (globalThis as { awslambda?: Partial<AwsLambdaGlobal> }).awslambda;
  // Outside Lambda `awslambda` may still exist without the streaming API (@aws/lambda-invoke-store, used by the
  // Powertools packages, creates an empty one).
  if (typeof runtime?.streamifyResponse !== 'function' || !runtime.HttpResponseStream) return undefined;
  const streaming = runtime as AwsLambdaGlobal;
  return streaming.streamifyResponse(async (event, responseStream, context) => {
    let out: Writable = responseStream;
    await handler(
      event,
      {
        start: (statusCode, headers) => {
          out = streaming.HttpResponseStream.from(responseStream, { statusCode, headers });
        },
        write: (chunk) => out.write(chunk),
        end: () => new Promise<void>((done) => out.end(done)),
      },
      context,
    );
  });
}
