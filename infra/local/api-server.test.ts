import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Context } from '@shared/routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../lib/cors';
import { startApiServer, tokenFromAuthorization, type ApiServer } from './api-server';
import { freePort } from './ports';

const ORIGIN = 'http://localhost:5173';
const calls: { context: Context; event: APIGatewayProxyEvent; functionName: string }[] = [];
const lines: string[] = [];
let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer({
    port: await freePort(),
    allowedOrigin: ORIGIN,
    log: (line) => lines.push(line),
    logError: (message) => lines.push(message),
    loadHandler: async (context) => {
      if (context === 'results') return undefined; // a context whose Lambda is not written yet
      return async (event, lambda) => {
        calls.push({ context, event, functionName: lambda.functionName });
        if (event.path === '/public/links/crash') throw new Error('boom');
        return {
          statusCode: 200,
          headers: { 'Content-Type': 'application/json', 'X-Context': context },
          body: JSON.stringify({ ok: true }),
        };
      };
    },
    verifyIdToken: async (token) => {
      if (token !== 'good-token') throw new Error('invalid');
      return {
        sub: 'user-1',
        email: 'Boss@Example.com',
        email_verified: true,
        exp: 1571160615,
        iat: 1571157015,
        auth_time: 1571157015,
        'cognito:groups': ['a', 'b'],
      };
    },
  });
});
afterAll(() => api.stop());

function lastEvent() {
  const last = calls.at(-1);
  if (!last) throw new Error('handler was not called');
  return last;
}

describe('local API Gateway: routing', () => {
  it('turns a request into a REST proxy event with the route path as resource', async () => {
    const res = await fetch(`${api.url}/public/links/ABC123/register?x=1&x=2&lang=th`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Custom': 'yes' },
      body: JSON.stringify({ name: 'Ann' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-context')).toBe('respondents');
    const { event, functionName, context } = lastEvent();
    expect(context).toBe('respondents');
    expect(functionName).toBe('culturefit-local-respondents');
    expect(event.resource).toBe('/public/links/{code}/register');
    expect(event.path).toBe('/public/links/ABC123/register');
    expect(event.httpMethod).toBe('POST');
    expect(event.pathParameters).toEqual({ code: 'ABC123' });
    expect(event.queryStringParameters).toEqual({ x: '2', lang: 'th' });
    expect(event.multiValueQueryStringParameters).toEqual({ x: ['1', '2'], lang: ['th'] });
    expect(event.headers['X-Custom'] ?? event.headers['x-custom']).toBe('yes');
    expect(event.body).toBe('{"name":"Ann"}');
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(event.requestContext.stage).toBe('local');
    expect(event.requestContext.identity.sourceIp).toMatch(/127\.0\.0\.1|::1/);
    expect(event.requestContext.authorizer).toBeNull();
  });

  it('a request without query string or path parameters gets nulls, as on API Gateway', async () => {
    await fetch(`${api.url}/public/links/ABCDE`);
    const { event } = lastEvent();
    expect(event.queryStringParameters).toBeNull();
    expect(event.body).toBeNull();
  });

  it('an unknown path or method is answered like API Gateway: 403 Missing Authentication Token', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['DELETE', '/public/links/ABCDE'],
    ] as const) {
      const res = await fetch(`${api.url}${path}`, { method });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Missing Authentication Token' });
    }
  });

  it('a Lambda that throws gives 502 Internal server error', async () => {
    const res = await fetch(`${api.url}/public/links/crash`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
  });

  it('a context without a handler yet gives 502 and says so in the log', async () => {
    const res = await fetch(`${api.url}/templates/t1/candidates`, { headers: { Authorization: 'good-token' } });
    expect(res.status).toBe(502);
    expect(lines.at(-1)).toContain('no handler in lambdas/src/results/handler.ts');
  });

  it('writes one log line per request with method, path, status and time', async () => {
    await fetch(`${api.url}/public/links/LOGME`);
    expect(lines.at(-1)).toMatch(/^\[api\] GET \/public\/links\/LOGME 200 \d+ms getPublicLink$/);
  });
});

describe('local API Gateway: Cognito authorizer on user routes', () => {
  it('no Authorization header: 401 Unauthorized and the handler is not called', async () => {
    const before = calls.length;
    const res = await fetch(`${api.url}/templates/t1`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(calls.length).toBe(before);
  });

  it('an invalid token: 401 Unauthorized', async () => {
    const res = await fetch(`${api.url}/templates/t1`, { headers: { Authorization: 'Bearer forged' } });
    expect(res.status).toBe(401);
  });

  it.each(['Bearer good-token', 'good-token'])(
    'a valid id token (%s) reaches the handler with claims as API Gateway passes them',
    async (header) => {
      const res = await fetch(`${api.url}/templates/t1`, { headers: { Authorization: header } });
      expect(res.status).toBe(200);
      const { event } = lastEvent();
      expect(event.resource).toBe('/templates/{id}');
      expect(event.requestContext.authorizer?.claims).toEqual({
        sub: 'user-1',
        email: 'Boss@Example.com',
        email_verified: 'true',
        exp: 'Tue Oct 15 17:30:15 UTC 2019',
        iat: 'Tue Oct 15 16:30:15 UTC 2019',
        auth_time: '1571157015',
        'cognito:groups': 'a,b',
      });
    },
  );

  it('candidate and public routes need no token', async () => {
    const token = 'a'.repeat(40);
    const res = await fetch(`${api.url}/respondent/${token}`);
    expect(res.status).toBe(200);
    expect(lastEvent().event.pathParameters).toEqual({ token });
  });

  it('Bearer prefix is optional', () => {
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization('Bearer ')).toBeUndefined();
    expect(tokenFromAuthorization(undefined)).toBeUndefined();
  });
});

describe('local API Gateway: CORS preflight', () => {
  it('OPTIONS on a resource answers 204 with the web origin, headers and the resource methods', async () => {
    const res = await fetch(`${api.url}/templates/t1`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'OPTIONS']),
    );
  });

  it('answers with the headers API Gateway is given (infra/lib/cors.ts), on a parent resource too', async () => {
    // /templates/{id}/sections has no route of its own; API Gateway still makes the resource, with its preflight.
    const res = await fetch(`${api.url}/templates/t1/sections`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('access-control-allow-headers')).toBe(CORS_ALLOW_HEADERS.join(','));
    expect(res.headers.get('access-control-allow-methods')).toBe(CORS_ALLOW_METHODS.join(','));
    expect(res.headers.get('access-control-max-age')).toBe(String(CORS_MAX_AGE_SECONDS));
  });

  it('OPTIONS on an unknown resource is 403 like any unknown path', async () => {
    const res = await fetch(`${api.url}/nope`, { method: 'OPTIONS' });
    expect(res.status).toBe(403);
  });
});
