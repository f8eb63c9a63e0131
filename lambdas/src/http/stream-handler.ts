import type { APIGatewayProxyEvent, Context as LambdaContext } from 'aws-lambda';
import type { RouteDef, RouteId, RouteOf, Response } from '@shared/routes';
import { ROUTE_INDEX } from '@shared/routes/route-index';
import { STREAM_CONTENT_TYPE, type StreamEvent } from '@shared/routes/stream';
import type { Locale } from '@shared/i18n/locale';
import { parseRequest, type HandlerInput } from './handler-factory';
import { mapError, type ErrorBody } from './error-mapper';
import { requestLocale } from './locale';
import { corsHeaders } from './response';
import { resolveIdentity } from './identity';
import { routeDefinition } from './route-definition';
import { logger } from '../common/logger';
import { aiProvider } from '../adapters/ai';
import { withAiModel } from '../adapters/ai/choice';

/** Where a streaming handler writes: Lambda's response stream on AWS, the HTTP response in the local API server. */
export interface ResponseSink {
  start(statusCode: number, headers: Record<string, string>): void;
  write(chunk: string): void;
  end(): Promise<void> | void;
}

export type StreamHandler = (event: APIGatewayProxyEvent, sink: ResponseSink, context: LambdaContext) => Promise<void>;

/** What a streaming use case writes besides its response: text pieces (of a named part) and resets. */
export interface StreamWriter {
  delta(text: string, part?: string): void;
  reset(part?: string): void;
}

/**
 * The handler factory for a streaming route (RouteDef.stream): the same request parsing, validation, actor and
 * error mapping as `defineHandler`; text pieces go out as NDJSON events as they are written, and the response,
 * checked against the route's schema, ends the stream as `done`. A failure before anything was written is an
 * ordinary JSON error with its status; after that it is an `error` event.
 */
export function defineStreamHandler<K extends RouteId>(
  id: K,
  impl: (input: HandlerInput<RouteOf<K>>, out: StreamWriter) => Promise<Response<RouteOf<K>>>,
): StreamHandler {
  if (!ROUTE_INDEX[id].stream) throw new Error(`route ${id} is not a streaming route`);
  // The route's definition and schemas, from its context's part of the route table, on the first request.
  let loaded: RouteDef | undefined;
  return async (event, sink, context) => {
    const t0 = Date.now();
    let status = 200;
    let started = false;
    const send = (e: StreamEvent) => {
      if (!started) {
        started = true;
        sink.start(200, {
          'Content-Type': STREAM_CONTENT_TYPE,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...corsHeaders(),
        });
      }
      sink.write(`${JSON.stringify(e)}\n`);
    };
    let locale: Locale = 'en';
    try {
      locale = requestLocale(event);
      const def = (loaded ??= await routeDefinition(id));
      const input = parseRequest(def, event, context?.awsRequestId);
      Object.assign(input, await resolveIdentity(def, input));
      // The spec's x-model header (part 2 §7.1): checked before anything runs ('Unsupported AI model', 'Providers not
      // found'), then every generation of this request uses that provider.
      const model = input.headers['x-model'] || undefined;
      if (model) aiProvider(model);
      const result = await withAiModel(model, () =>
        impl(input as HandlerInput<RouteOf<K>>, {
          delta: (text, part) => send({ t: 'delta', text, ...(part ? { part } : {}) }),
          reset: (part) => send({ t: 'reset', ...(part ? { part } : {}) }),
        }),
      );
      const checked = def.response.safeParse(result);
      if (!checked.success) throw new Error(`response of ${id} does not match its schema: ${checked.error.message}`);
      send({ t: 'done', data: checked.data });
    } catch (error) {
      const res = await mapError(error, locale);
      status = started ? 200 : res.statusCode;
      if (!started) {
        sink.start(
          res.statusCode,
          Object.fromEntries(Object.entries(res.headers ?? {}).map(([k, v]) => [k, String(v)])),
        );
        sink.write(res.body);
      } else {
        const body = JSON.parse(res.body) as ErrorBody;
        send({ t: 'error', code: body.error.code, message: body.error.message });
      }
    } finally {
      await sink.end();
      // Route, status and time only (see handler-factory.ts): never a path parameter, query or body.
      logger.info('request', { route: id, status, ms: Date.now() - t0, stream: true });
    }
  };
}
