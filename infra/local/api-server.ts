import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context as LambdaContext } from 'aws-lambda';
import type { Context } from '@shared/routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS } from '../lib/cors';
import { buildProxyEvent, isApiResource, matchRoute, toAuthorizerClaims, type RouteMatch } from './proxy-event';

/**
 * The local stand-in for API Gateway + Lambda: it mounts the route table, applies the Cognito
 * authorizer rule on `user` routes, builds the REST proxy event and calls the context's real handler
 * in this process. Gateway-made responses copy API Gateway's bodies and statuses.
 */

export type ContextHandler = (event: APIGatewayProxyEvent, context: LambdaContext) => Promise<APIGatewayProxyResult>;

/** A context's streaming entry (lambdas/src/http/stream-handler.ts StreamHandler), called with a sink on the HTTP response. */
export type ContextStreamHandler = (
  event: APIGatewayProxyEvent,
  sink: {
    start(status: number, headers: Record<string, string>): void;
    write(chunk: string): void;
    end(): Promise<void> | void;
  },
  context: LambdaContext,
) => Promise<void>;

/** Verifies an id token the way the Cognito authorizer does; resolves to its claims or rejects. */
export type VerifyIdToken = (token: string) => Promise<Record<string, unknown>>;

export interface ApiServerOptions {
  port: number;
  host?: string;
  /** The web origin allowed by the API's CORS configuration. */
  allowedOrigin: string;
  /** Loads `lambdas/src/<context>/handler.ts`'s handler; undefined when that context has no Lambda yet. */
  loadHandler?: (context: Context) => Promise<ContextHandler | undefined>;
  /** Loads `lambdas/src/<context>/stream.ts`'s streamHandler for routes marked `stream`. */
  loadStreamHandler?: (context: Context) => Promise<ContextStreamHandler | undefined>;
  /** Absent: every `user` route answers 401, as an authorizer that cannot verify anything would. */
  verifyIdToken?: VerifyIdToken;
  /** One line per request; default console.log. */
  log?: (line: string) => void;
  /** Errors thrown by handlers (the function's log on AWS); default console.error. */
  logError?: (message: string, error: unknown) => void;
  stage?: string;
  /** API Gateway's integration timeout (29 s). */
  timeoutMs?: number;
}

export interface ApiServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Loads the real context Lambda from lambdas/src (lazily, so handlers read env set by the stack). */
export async function loadContextHandler(context: Context): Promise<ContextHandler | undefined> {
  try {
    const mod = (await import(`../../lambdas/src/${context}/handler.ts`)) as { handler?: ContextHandler };
    return mod.handler;
  } catch (error) {
    // Only the context's index being absent counts; a broken import inside it is a real error.
    const missing = /ERR_MODULE_NOT_FOUND|Cannot find module|Failed to load url/.test(
      `${(error as NodeJS.ErrnoException).code} ${String(error)}`,
    );
    if (missing && missingModuleName(error).includes(`lambdas/src/${context}/handler`)) return undefined;
    throw error;
  }
}

/** Loads the real streaming entry of a context (its routes marked `stream` in the route table). */
export async function loadContextStreamHandler(context: Context): Promise<ContextStreamHandler | undefined> {
  const mod = (await import(`../../lambdas/src/${context}/stream.ts`)) as { streamHandler?: ContextStreamHandler };
  return mod.streamHandler;
}

/** A streaming integration may run this long (API Gateway REST response streaming allows up to 15 minutes). */
const STREAM_TIMEOUT_MS = 15 * 60_000;

/** `Authorization: Bearer <jwt>` or the raw token (the Cognito authorizer accepts both). */
export function tokenFromAuthorization(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

function lambdaContext(functionName: string, requestId: string, deadline: number): LambdaContext {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function pairs(raw: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i] as string, raw[i + 1] as string]);
  return out;
}

export function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const { allowedOrigin, host = '127.0.0.1', stage = 'local', timeoutMs = 29_000 } = options;
  const loadHandler = options.loadHandler ?? loadContextHandler;
  const log = options.log ?? ((line: string) => console.log(line));
  const logError = options.logError ?? ((message: string, error: unknown) => console.error(message, error));

  const corsHeaders: Record<string, string> = { 'Access-Control-Allow-Origin': allowedOrigin, Vary: 'Origin' };

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...corsHeaders, ...headers });
    res.end(body);
  }

  /** Responses API Gateway writes itself (gateway responses); CORS headers so the browser can read them. */
  function gateway(res: ServerResponse, status: number, message: string) {
    send(res, status, JSON.stringify({ message }), { 'x-amzn-ErrorType': message.replace(/\s/g, '') });
  }

  function writeResult(res: ServerResponse, result: APIGatewayProxyResult) {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) headers[k] = v.map(String);
    for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
    const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
    res.writeHead(result.statusCode, headers);
    res.end(body);
  }

  async function invoke(
    match: RouteMatch,
    event: APIGatewayProxyEvent,
    requestId: string,
  ): Promise<APIGatewayProxyResult | 'missing' | 'timeout'> {
    const handler = await loadHandler(match.def.context);
    if (!handler) return 'missing';
    const deadline = Date.now() + timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      return await Promise.race([
        handler(event, lambdaContext(`culturefit-local-${match.def.context}`, requestId, deadline)),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A STREAM integration: status and headers first, then each piece as the handler writes it. */
  async function stream(
    match: RouteMatch,
    event: APIGatewayProxyEvent,
    requestId: string,
    res: ServerResponse,
  ): Promise<string> {
    const handler = await (options.loadStreamHandler ?? loadContextStreamHandler)(match.def.context);
    if (!handler)
      return (
        gateway(res, 502, 'Internal server error'),
        `${match.id}: no streamHandler in lambdas/src/${match.def.context}/stream.ts`
      );
    const deadline = Date.now() + STREAM_TIMEOUT_MS;
    try {
      await handler(
        event,
        {
          start: (status, headers) => {
            res.writeHead(status, headers);
            res.flushHeaders();
          },
          write: (chunk) => void res.write(chunk),
          end: () => new Promise<void>((done) => res.end(done)),
        },
        lambdaContext(`culturefit-local-${match.def.context}-stream`, requestId, deadline),
      );
    } catch (error) {
      logError(`[api] ${match.def.context} stream Lambda threw:`, error);
      if (!res.headersSent) gateway(res, 502, 'Internal server error');
      else res.end();
    }
    return `${match.id} (stream)`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();

    if (method === 'OPTIONS') {
      // The API's mock OPTIONS method on every resource (infra/lib/cors.ts): 204 with the same CORS headers.
      if (!isApiResource(url.pathname)) return (gateway(res, 403, 'Missing Authentication Token'), 'no such resource');
      res.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(','),
        'Access-Control-Allow-Methods': CORS_ALLOW_METHODS.join(','),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
      res.end();
      return 'preflight';
    }

    const match = matchRoute(method, url.pathname);
    if ('miss' in match) return (gateway(res, 403, 'Missing Authentication Token'), `no such ${match.miss}`);

    const body = await readBody(req);
    if (body === 'too-large') return (gateway(res, 413, 'Request Too Long'), match.id);

    let claims: Record<string, string> | undefined;
    if (match.def.auth === 'user') {
      const token = tokenFromAuthorization(req.headers.authorization);
      if (!token || !options.verifyIdToken) return (gateway(res, 401, 'Unauthorized'), `${match.id} no token`);
      try {
        claims = toAuthorizerClaims(await options.verifyIdToken(token));
      } catch {
        return (gateway(res, 401, 'Unauthorized'), `${match.id} bad token`);
      }
    }

    const requestId = randomUUID();
    const event = buildProxyEvent(
      {
        method,
        path: url.pathname,
        query: url.search.slice(1),
        headers: pairs(req.rawHeaders),
        body,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, ''),
        requestId,
        stage,
      },
      match,
      claims,
    );
    if (match.def.stream) return stream(match, event, requestId, res);
    let result: Awaited<ReturnType<typeof invoke>>;
    try {
      result = await invoke(match, event, requestId);
    } catch (error) {
      // An unhandled Lambda error: API Gateway answers 502 and the stack goes to the function's log.
      logError(`[api] ${match.def.context} Lambda threw:`, error);
      return (gateway(res, 502, 'Internal server error'), `${match.id} threw`);
    }
    if (result === 'missing')
      return (
        gateway(res, 502, 'Internal server error'),
        `${match.id}: no handler in lambdas/src/${match.def.context}/handler.ts`
      );
    if (result === 'timeout') return (gateway(res, 504, 'Endpoint request timed out'), `${match.id} timed out`);
    if (!result || typeof result.statusCode !== 'number')
      return (gateway(res, 502, 'Internal server error'), `${match.id}: malformed Lambda proxy response`);
    writeResult(res, result);
    return match.id;
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    handle(req, res)
      .catch((error: unknown) => {
        logError('[api] local API server error:', error);
        if (!res.headersSent) gateway(res, 500, 'Internal server error');
        else res.end();
        return 'error';
      })
      .then((note) => log(`[api] ${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms ${note}`));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${port}`;
      resolve({
        url,
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The module a not-found error names, without the `imported from <importer>` tail. */
function missingModuleName(error: unknown): string {
  return String(error).split(/\s(?:imported from|in \/)/)[0] ?? '';
}
