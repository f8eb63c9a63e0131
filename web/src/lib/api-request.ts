import type { z } from 'zod';
import type { ROUTES, RouteId } from '@shared/routes';
import { fillPath } from '@shared/routes/define';
import { routeDef } from './route-defs';
import type { Locale } from '@shared/i18n/locale';

type RouteOf<K extends RouteId> = (typeof ROUTES)[K];
/** `z.object({}).strict()` reads as Record<string, never>: treat it like `{}`. */
type IsEmpty<T> = [keyof T] extends [never] ? true : string extends keyof T ? true : false;

type ParamsPart<K extends RouteId> =
  IsEmpty<z.input<RouteOf<K>['params']>> extends true
    ? { params?: undefined }
    : { params: z.input<RouteOf<K>['params']> };
type BodyPart<K extends RouteId> =
  IsEmpty<z.input<RouteOf<K>['body']>> extends true ? { body?: undefined } : { body: z.input<RouteOf<K>['body']> };

/** What a call needs: path parameters and body only where the route table has them; query is always optional. */
export type CallInput<K extends RouteId> = ParamsPart<K> &
  BodyPart<K> & { query?: Partial<z.input<RouteOf<K>['query']>> };
export type CallOutput<K extends RouteId> = z.output<RouteOf<K>['response']>;

export interface RequestContext {
  apiUrl: string;
  locale: Locale;
  /** Cognito id token; sent only on `user` routes. */
  idToken?: string | undefined;
}

export interface BuiltRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Pure: turn a route id and its input into a fetch request. */
export function buildRequest<K extends RouteId>(id: K, input: CallInput<K>, ctx: RequestContext): BuiltRequest {
  return requestFor(routeDef(id), input as RequestInput, ctx);
}

/** A route's method, path and who may call it: one entry of the route index. */
export interface RouteDef {
  method: string;
  path: string;
  auth: string;
}
export interface RequestInput {
  params?: Record<string, string> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

/**
 * `buildRequest` for a route given by its definition, not its id: the boot script (web/src/boot/boot.ts) builds the
 * link's first call with it without carrying the whole route index.
 */
export function requestFor(def: RouteDef, input: RequestInput, ctx: RequestContext): BuiltRequest {
  const params = input.params ?? {};
  const url = joinUrl(ctx.apiUrl, fillPath(def.path, params)) + queryString(input.query);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': ctx.locale };
  if (def.auth === 'user' && ctx.idToken) headers.Authorization = ctx.idToken;
  const request: BuiltRequest = { url, method: def.method, headers };
  if (def.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(input.body ?? {});
  }
  return request;
}

/** A failed call, with the catalogue code and the server's (already localized) message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Pure: read an error body. `{ error: { code, message, fields? } }`, or API Gateway's `{ message: 'Unauthorized' }`. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
      return new ApiError(
        status,
        typeof code === 'string' ? code : 'INTERNAL',
        typeof message === 'string' ? message : '',
        fields,
      );
    }
    const message = (body as { message?: unknown }).message;
    if (status === 401)
      return new ApiError(401, 'NOT_LOGGED_IN', typeof message === 'string' ? message : 'Unauthorized');
  }
  if (status === 401) return new ApiError(401, 'NOT_LOGGED_IN', 'Unauthorized');
  if (status === 404) return new ApiError(404, 'DATA_NOT_FOUND', '');
  return new ApiError(status, 'INTERNAL', '');
}
