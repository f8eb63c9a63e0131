import type { APIGatewayProxyResult, Context as LambdaContext } from 'aws-lambda';
import { ROUTES, fillPath, type RouteId } from '@shared/routes';
import { buildProxyEvent } from '../../infra/local/proxy-event';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Verified Cognito claims, as the API Gateway authorizer passes them (user routes). */
  claims?: { sub: string; email: string };
  lang?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  raw: APIGatewayProxyResult;
}

const lambdaContext = { awsRequestId: 'test', functionName: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as LambdaContext;

/** Invoke a route's real context handler with the API Gateway proxy event the local server would build. */
export async function invoke<T = Record<string, unknown>>(id: RouteId, options: CallOptions = {}): Promise<CallResult<T>> {
  const def = ROUTES[id];
  const params = options.params ?? {};
  const mod = (await import(`../../lambdas/src/${def.context}/index.ts`)) as {
    handler: (e: unknown, c: LambdaContext) => Promise<APIGatewayProxyResult>;
  };
  const event = buildProxyEvent(
    {
      method: def.method,
      path: fillPath(def.path, params),
      query: new URLSearchParams(options.query ?? {}).toString(),
      headers: [
        ['Content-Type', 'application/json'],
        ['Accept-Language', options.lang ?? 'en'],
      ],
      body: options.body === undefined ? null : JSON.stringify(options.body),
    },
    { def, pathParameters: params },
    options.claims ? { sub: options.claims.sub, email: options.claims.email } : undefined,
  );
  const raw = await mod.handler(event, lambdaContext);
  return { status: raw.statusCode, body: JSON.parse(raw.body || 'null') as T, raw };
}
