import type { APIGatewayProxyResult } from 'aws-lambda';
import { ROUTES, type RouteId } from '@shared/routes';
import { apiEvent, lambdaContext } from './events';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The signed-in user (verified Cognito claims) for user routes. */
  claims?: { sub: string; email: string };
  lang?: string;
  /** The caller's address as API Gateway would see it (default 127.0.0.1). */
  sourceIp?: string;
  /** Extra request headers (e.g. a webhook's signature). */
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  raw: APIGatewayProxyResult;
}

/** Invoke a route's real context Lambda with the API Gateway proxy event the local server would build. */
export async function invoke<T = Record<string, unknown>>(id: RouteId, options: CallOptions = {}): Promise<CallResult<T>> {
  const def = ROUTES[id];
  const mod = (await import(`../../lambdas/src/${def.context}/index.ts`)) as {
    handler: (e: unknown, c: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyResult>;
  };
  const event = apiEvent(id, { params: options.params, query: options.query, body: options.body, user: options.claims, lang: options.lang ?? 'en', sourceIp: options.sourceIp, headers: options.headers });
  const raw = await mod.handler(event, lambdaContext());
  return { status: raw.statusCode, body: JSON.parse(raw.body || 'null') as T, raw };
}
