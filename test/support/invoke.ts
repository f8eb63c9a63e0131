import type { APIGatewayProxyResult } from 'aws-lambda';
import { ROUTES, type RouteDef, type RouteId } from '@shared/routes';
import { takeStreamEvents, type StreamEvent } from '@shared/routes/stream';
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
  /**
   * Default true: a signed-in call refused with ACCOUNT_NOT_OPEN opens the account (route openAccount) and is sent
   * again, as the web client does (web/src/lib/api-client.ts). False shows the refusal itself.
   */
  openAccount?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  /** The JSON answer; for a streaming route, the `done` event's data (or the error body of an `error` event). */
  body: T;
  raw: APIGatewayProxyResult;
  /** A streaming route's events in the order they were written. */
  events?: StreamEvent[];
}

/**
 * Invoke a route's real context Lambda with the API Gateway proxy event the local server would build. Claims minted
 * here skip the real sign-in, so, like the web client, a call refused because the account is not open yet opens it
 * and is sent once more (unless `openAccount: false`).
 */
export async function invoke<T = Record<string, unknown>>(
  id: RouteId,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const first = await invokeOnce<T>(id, options);
  if (options.openAccount === false || !options.claims || !accountNotOpen(first)) return first;
  const opened = await invokeOnce('openAccount', { claims: options.claims, lang: options.lang });
  if (opened.status !== 200) throw new Error(`openAccount answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  return invokeOnce<T>(id, options);
}

function accountNotOpen(result: CallResult<unknown>): boolean {
  return (result.body as { error?: { code?: string } } | null)?.error?.code === 'ACCOUNT_NOT_OPEN';
}

async function invokeOnce<T>(id: RouteId, options: CallOptions): Promise<CallResult<T>> {
  const def: RouteDef = ROUTES[id];
  if (def.stream) return invokeStream<T>(id, options);
  const mod = (await import(`../../lambdas/src/${def.context}/handler.ts`)) as {
    handler: (e: unknown, c: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyResult>;
  };
  const event = apiEvent(id, {
    params: options.params,
    query: options.query,
    body: options.body,
    user: options.claims,
    lang: options.lang ?? 'en',
    sourceIp: options.sourceIp,
    headers: options.headers,
  });
  const raw = await mod.handler(event, lambdaContext());
  return { status: raw.statusCode, body: JSON.parse(raw.body || 'null') as T, raw };
}

type StreamEntry = (
  e: unknown,
  sink: { start(s: number, h: Record<string, string>): void; write(c: string): void; end(): void },
  c: unknown,
) => Promise<void>;

/**
 * Invoke a streaming route's real entry (lambdas/src/<context>/stream.ts) with a sink that keeps what it writes:
 * status and headers, and the NDJSON events (or a plain JSON error written before streaming began).
 */
async function invokeStream<T>(id: RouteId, options: CallOptions): Promise<CallResult<T>> {
  const def = ROUTES[id];
  const mod = (await import(`../../lambdas/src/${def.context}/stream.ts`)) as { streamHandler: StreamEntry };
  const event = apiEvent(id, {
    params: options.params,
    query: options.query,
    body: options.body,
    user: options.claims,
    lang: options.lang ?? 'en',
    sourceIp: options.sourceIp,
    headers: options.headers,
  });
  let status = 0;
  let headers: Record<string, string> = {};
  let text = '';
  await mod.streamHandler(
    event,
    { start: (s, h) => ((status = s), (headers = h)), write: (c) => void (text += c), end: () => {} },
    lambdaContext(),
  );
  const raw = { statusCode: status, headers, body: text };
  if (!String(headers['Content-Type'] ?? '').includes('ndjson'))
    return { status, body: JSON.parse(text || 'null') as T, raw };
  const { events } = takeStreamEvents(text);
  const last = events.at(-1);
  const body =
    last?.t === 'done' ? last.data : last?.t === 'error' ? { error: { code: last.code, message: last.message } } : null;
  // An error after streaming began keeps the 200 already sent; callers read `body.error` and `events`.
  return { status, body: body as T, raw, events };
}

/** The body of a call that must succeed; any other answer throws, naming the call and what it answered. */
export async function ok<T>(what: string, pending: Promise<CallResult<T>>): Promise<T> {
  const res = await pending;
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
