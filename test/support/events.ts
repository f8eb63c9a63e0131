import type { APIGatewayProxyEvent, Context as LambdaContext } from 'aws-lambda';
import { ROUTES, fillPath, type RouteId } from '@shared/routes';
import { buildProxyEvent, toAuthorizerClaims } from '../../infra/local/proxy-event';

/**
 * API Gateway REST proxy events for integration tests, built by the same code as the local API
 * server's, so a handler sees in tests exactly what it sees behind `npm start` and on AWS.
 */

export interface EventOptions {
  /** Path parameters, e.g. `{ id: 't1' }` for `/templates/{id}`. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The signed-in user for `user` routes: the verified id-token claims the Cognito authorizer passes
   * on. Omit to build the event an unauthenticated call would produce (API Gateway would refuse it).
   */
  user?: { sub: string; email: string } & Record<string, unknown>;
  /** Accept-Language, e.g. `th`. */
  lang?: string;
  sourceIp?: string;
}

/** Claims as API Gateway's Cognito authorizer passes them (all strings). */
export function userClaims(user: { sub: string; email: string } & Record<string, unknown>): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  return toAuthorizerClaims({
    token_use: 'id',
    email_verified: true,
    'cognito:username': user.sub,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    ...user,
  });
}

export function apiEvent(id: RouteId, options: EventOptions = {}): APIGatewayProxyEvent {
  const def = ROUTES[id];
  const params = options.params ?? {};
  const path = fillPath(def.path, params);
  const headers: [string, string][] = [['Host', 'localhost']];
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers.push(['Content-Type', 'application/json']);
  }
  if (options.lang) headers.push(['Accept-Language', options.lang]);
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.push([k, v]);
  return buildProxyEvent(
    {
      method: def.method,
      path,
      query: new URLSearchParams(options.query ?? {}).toString(),
      headers,
      body,
      sourceIp: options.sourceIp,
    },
    { def, pathParameters: params },
    options.user ? userClaims(options.user) : undefined,
  );
}

/** A Lambda context object like the one the runtime passes. */
export function lambdaContext(functionName = 'culturefit-test'): LambdaContext {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
