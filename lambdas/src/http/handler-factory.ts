import { logger } from '../common/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context as LambdaContext } from 'aws-lambda';
import {
  type RouteId,
  type RouteOf,
  type Params,
  type Query,
  type Body,
  type Response,
  type RouteDef,
} from '@shared/routes';
import type { Locale } from '@shared/i18n/locale';
import { DomainError } from '@shared/errors';
import { MAX_REQUEST_BODY_BYTES } from '@shared/constants/limits';
import { resolveActor, type Actor, type RespondentActor, type PublicActor, type UserActor } from './actor';
import { mapError } from './error-mapper';
import { requestInput } from './request-input';
import { requestLocale } from './locale';
import { json } from './response';
import { resolveIdentity } from './identity';
import { routeDefinition } from './route-definition';
import { viewerAddress } from './viewer-address';
import type { UserItem } from '../db/entities/user';

/** The account a `user` or `apiKey` route acts for (its `teamId` is the current workspace); absent on other routes. */
type UserFor<R extends RouteDef> = R['auth'] extends 'user' | 'apiKey' ? UserItem : undefined;

type ActorFor<R extends RouteDef> = R['auth'] extends 'user' | 'apiKey'
  ? UserActor
  : R['auth'] extends 'candidate'
    ? RespondentActor
    : R['auth'] extends 'public'
      ? PublicActor
      : Actor;

export interface HandlerInput<R extends RouteDef> {
  params: Params<R>;
  query: Query<R>;
  body: Body<R>;
  actor: ActorFor<R>;
  /** Resolved once by the factory (http/identity.ts) and only read; only the openAccount route opens it. */
  user: UserFor<R>;
  locale: Locale;
  /** Request id, for idempotency keys and logs. */
  requestId: string;
  /** The caller's address as API Gateway saw it (for per-address limits on public routes). */
  sourceIp: string;
  /** The caller's browser as API Gateway saw it ('' when none): kept in the audit log beside the address. */
  userAgent: string;
  /** The body exactly as sent (a webhook's signature is computed over these bytes). */
  rawBody: string;
  /** Request headers, names lower-cased. */
  headers: Record<string, string>;
  now: Date;
}

/**
 * The input of a use case served by more than one route (the app's call and the public API's): the same fields as
 * HandlerInput, spelled out, so routes with the same schemas share one function.
 */
export type UseCaseInput<K extends RouteId> = Omit<
  HandlerInput<RouteOf<K>>,
  'actor' | 'user' | 'params' | 'query' | 'body'
> & {
  actor: UserActor;
  user: UserItem;
  params: Params<RouteOf<K>>;
  query: Query<RouteOf<K>>;
  body: Body<RouteOf<K>>;
};

export type ApiHandler = (event: APIGatewayProxyEvent, context: LambdaContext) => Promise<APIGatewayProxyResult>;

/**
 * The one handler factory (docs/architecture.md "Handlers and errors"): body parsing, zod validation from the route table
 * (the route's own context's part, loaded on its first request), actor resolution,
 * error mapping to the catalogue's messages, and a structured log line. Handlers only hold the use case.
 */
export function defineHandler<K extends RouteId>(
  id: K,
  impl: (input: HandlerInput<RouteOf<K>>) => Promise<Response<RouteOf<K>>>,
  options: { status?: number } = {},
): ApiHandler {
  // The route's definition and schemas, from its context's part of the route table, on the first request.
  let loaded: RouteDef | undefined;

  // Plain code rather than a middleware engine (middy): one order of steps, and a cold start that loads less
  // (docs/cold-start.md "Where the CPU goes").
  return async (event, context) => {
    const started = Date.now();
    // Route, status and time only: never a path parameter (a respondent's token), query, header or body.
    const requestLine = (status: number) => logger.info('request', { route: id, status, ms: Date.now() - started });
    logger.addContext(context ?? {});
    try {
      const def = (loaded ??= await routeDefinition(id));
      const input = parseRequest(def, event, context?.awsRequestId);
      // The signed-in account, or the API key's (looked up and rate limited), before the use case runs.
      Object.assign(input, await resolveIdentity(def, input));
      const result = await beforeTimeout(context, impl(input as HandlerInput<RouteOf<K>>));
      // A response that breaks its own schema is our bug: a logged 500, never a 400 blaming the caller.
      const checked = def.response.safeParse(result);
      if (!checked.success) throw new Error(`response of ${id} does not match its schema: ${checked.error.message}`);
      const response = json(options.status ?? 200, checked.data);
      requestLine(response.statusCode);
      return response;
    } catch (error) {
      const response = await mapError(error, requestLocale(event));
      requestLine(response.statusCode);
      return response;
    }
  };
}

/** How long before Lambda's own timeout a use case still running is given up: answered 500, and logged. */
const TIMEOUT_MARGIN_MS = 5;

/**
 * The use case's answer, or a TimeoutError just before the function would time out, so the caller gets the catalogue's
 * 500 and the log a line rather than API Gateway's bare timeout (as middy, which the factory used before, did).
 */
async function beforeTimeout<T>(context: LambdaContext | undefined, work: Promise<T>): Promise<T> {
  if (!context?.getRemainingTimeInMillis) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('[AbortError]: The operation was aborted.');
      error.name = 'TimeoutError';
      reject(error);
    }, context.getRemainingTimeInMillis() - TIMEOUT_MARGIN_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Locale, actor, size limit, JSON body and the route's zod schemas for one API Gateway proxy event: what every
 * handler (buffered or streaming) receives. Throws the catalogue's errors for bad requests.
 */
export function parseRequest(
  def: RouteDef,
  event: APIGatewayProxyEvent,
  awsRequestId: string | undefined,
): HandlerInput<RouteDef> {
  const locale = requestLocale(event);
  const actor = resolveActor(def.auth, event);
  let rawBody: unknown = {};
  if (event.body && Buffer.byteLength(event.body) > MAX_REQUEST_BODY_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE');
  const bodyText = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (event.body) {
    try {
      rawBody = JSON.parse(bodyText);
    } catch {
      throw new DomainError('VALIDATION_FAILED', {}, { _: 'Body is not valid JSON' });
    }
  }
  return {
    params: requestInput(() => def.params.parse(event.pathParameters ?? {})),
    query: requestInput(() => def.query.parse(stripLang(event.queryStringParameters ?? {}, def))),
    body: requestInput(() => def.body.parse(rawBody)),
    actor,
    locale,
    requestId: awsRequestId ?? event.requestContext?.requestId ?? '',
    sourceIp: viewerAddress(event),
    userAgent: event.requestContext?.identity?.userAgent ?? '',
    rawBody: bodyText,
    headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v ?? ''])),
    now: new Date(),
  } as HandlerInput<RouteDef>;
}

/** `lang` is read by every route for messages; routes that do not declare it in their query schema never see it. */
function stripLang(query: Record<string, string | undefined>, def: RouteDef): Record<string, string | undefined> {
  const shape = (def.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  if ('lang' in shape) return query;
  const { lang: _lang, ...rest } = query;
  return rest;
}
