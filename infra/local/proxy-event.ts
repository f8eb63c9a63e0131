import { randomUUID } from 'node:crypto';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventHeaders,
  APIGatewayProxyEventMultiValueHeaders,
} from 'aws-lambda';
import { ROUTES, matchPath, type RouteDef, type RouteId } from '@shared/routes';

/**
 * Turns an HTTP request into the event API Gateway (REST API, Lambda proxy integration) sends,
 * so the local API server and the integration tests feed handlers exactly what AWS feeds them.
 */

export interface RouteMatch {
  id: RouteId;
  def: RouteDef;
  pathParameters: Record<string, string>;
}

/** The route for a method and path, or why there is none (API Gateway answers both with 403 Missing Authentication Token). */
export function matchRoute(method: string, path: string): RouteMatch | { miss: 'resource' | 'method' } {
  let resourceFound = false;
  for (const [id, def] of Object.entries(ROUTES) as [RouteId, RouteDef][]) {
    const pathParameters = matchPath(def.path, path);
    if (!pathParameters) continue;
    resourceFound = true;
    if (def.method === method.toUpperCase()) return { id, def, pathParameters };
  }
  return { miss: resourceFound ? 'method' : 'resource' };
}

/**
 * Whether a path falls on a resource of the API: a route's path or one of its parents, as API Gateway makes a resource
 * for every segment (each with its CORS preflight).
 */
export function isApiResource(path: string): boolean {
  return Object.values(ROUTES as Record<string, RouteDef>).some((def) => {
    const segments = def.path.split('/');
    return segments.some((_, i) => i > 0 && matchPath(segments.slice(0, i + 1).join('/'), path) !== undefined);
  });
}

/** API Gateway's rendering of JWT dates in Cognito authorizer claims: `Tue Oct 15 17:30:15 UTC 2019`. */
function javaDate(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
}

/** `requestContext.requestTime` format: `09/Apr/2015:12:34:56 +0000`. */
function clfDate(d: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${months[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

/**
 * The Cognito user pool authorizer passes claims to the integration as strings:
 * booleans as "true"/"false", `exp`/`iat` as Java date strings, other numbers as digits, lists comma-joined.
 */
export function toAuthorizerClaims(claims: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (value === undefined || value === null) continue;
    if ((key === 'exp' || key === 'iat') && typeof value === 'number') out[key] = javaDate(value);
    else if (Array.isArray(value)) out[key] = value.map(String).join(',');
    else if (typeof value === 'object') out[key] = JSON.stringify(value);
    else out[key] = String(value);
  }
  return out;
}

export interface ProxyRequest {
  method: string;
  /** Path without query string, e.g. `/templates/abc`. */
  path: string;
  /** Raw query string without `?` (may be empty). */
  query?: string;
  /** Header name/value pairs in the order and case the client sent them (Node's `req.rawHeaders` pairs). */
  headers?: [string, string][];
  body?: Buffer | string | null;
  sourceIp?: string;
  requestId?: string;
  stage?: string;
  now?: Date;
}

const TEXT_TYPES = /^(text\/|application\/(json|.*\+json|x-www-form-urlencoded|xml|.*\+xml|javascript))/i;

/**
 * Names come from the client, so they are collected in Maps and turned into objects with own properties, as
 * API Gateway's JSON event has them: a name like `__proto__` or `constructor` is just a name.
 */
function headerMaps(pairs: [string, string][]) {
  const multi = new Map<string, string[]>();
  const last = new Map<string, string>();
  for (const [name, value] of pairs) {
    // API Gateway keeps the client's spelling; a repeated header keeps its last value in `headers`.
    const existing = [...multi.keys()].find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    multi.set(existing, [...(multi.get(existing) ?? []), value]);
    last.set(existing, value);
  }
  const headers: APIGatewayProxyEventHeaders = Object.fromEntries(last);
  const multiValueHeaders: APIGatewayProxyEventMultiValueHeaders = Object.fromEntries(multi);
  return { headers, multiValueHeaders };
}

function queryMaps(raw: string) {
  if (!raw) return { single: null, multi: null };
  const multi = new Map<string, string[]>();
  const last = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    multi.set(key, [...(multi.get(key) ?? []), value]);
    last.set(key, value);
  }
  return {
    single: Object.fromEntries(last) as Record<string, string>,
    multi: Object.fromEntries(multi) as Record<string, string[]>,
  };
}

export function buildProxyEvent(
  request: ProxyRequest,
  match: { def: Pick<RouteDef, 'path'>; pathParameters: Record<string, string> },
  claims?: Record<string, string>,
): APIGatewayProxyEvent {
  const now = request.now ?? new Date();
  const stage = request.stage ?? 'local';
  const requestId = request.requestId ?? randomUUID();
  const { headers, multiValueHeaders } = headerMaps(request.headers ?? []);
  const query = queryMaps(request.query ?? '');
  const contentType = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const userAgent = Object.entries(headers).find(([k]) => k.toLowerCase() === 'user-agent')?.[1] ?? null;

  let body: string | null = null;
  let isBase64Encoded = false;
  const raw = request.body;
  if (raw !== undefined && raw !== null && raw.length > 0) {
    const buffer = typeof raw === 'string' ? Buffer.from(raw) : raw;
    if (!contentType || TEXT_TYPES.test(contentType)) body = buffer.toString('utf8');
    else {
      body = buffer.toString('base64');
      isBase64Encoded = true;
    }
  }
  const hasParams = Object.keys(match.pathParameters).length > 0;

  return {
    resource: match.def.path,
    path: request.path,
    httpMethod: request.method.toUpperCase(),
    headers,
    multiValueHeaders,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: hasParams ? { ...match.pathParameters } : null,
    stageVariables: null,
    body,
    isBase64Encoded,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: claims ? { claims } : null,
      domainName: Object.entries(headers).find(([k]) => k.toLowerCase() === 'host')?.[1] ?? 'localhost',
      domainPrefix: 'localhost',
      extendedRequestId: requestId,
      httpMethod: request.method.toUpperCase(),
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.sourceIp ?? '127.0.0.1',
        user: null,
        userAgent,
        userArn: null,
      },
      path: `/${stage}${request.path}`,
      protocol: 'HTTP/1.1',
      requestId,
      requestTime: clfDate(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: match.def.path,
      stage,
    },
  };
}
