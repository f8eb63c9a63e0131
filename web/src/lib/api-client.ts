import { ROUTES, type RouteId } from '@shared/routes';
import { getConfig } from './config';
import { getLocale } from './i18n/locale-store';
import { ApiError, buildRequest, errorFromResponse, type CallInput, type CallOutput } from './api-request';

export { ApiError } from './api-request';
export type { CallInput, CallOutput } from './api-request';

/** Amplify (and its 100 KB) loads with the first signed-in call, never on respondent pages. */
async function idToken(): Promise<string | undefined> {
  return (await import('./amplify')).currentIdToken();
}

/** Call one route of the table; the response is checked against the table's schema. */
export async function api<K extends RouteId>(id: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const def = ROUTES[id];
  const token = def.auth === 'user' ? await idToken() : undefined;
  if (def.auth === 'user' && !token) throw new ApiError(401, 'NOT_LOGGED_IN', '');
  const request = buildRequest(id, input, { apiUrl: getConfig().apiUrl, locale: getLocale(), idToken: token });
  let res: Response;
  try {
    res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) throw errorFromResponse(res.status, json);
  const parsed = def.response.safeParse(json);
  if (!parsed.success) {
    console.error(`unexpected response from ${def.method} ${def.path}`, parsed.error.issues);
    throw new ApiError(res.status, 'INTERNAL', '');
  }
  return parsed.data as CallOutput<K>;
}

/** SWR key of a read: the route id plus its input, so writes can revalidate exactly what they change. */
export function apiKey<K extends RouteId>(id: K, input: CallInput<K>): readonly [K, string] {
  return [id, JSON.stringify(input)] as const;
}

export function fetchByKey<K extends RouteId>([id, input]: readonly [K, string]): Promise<CallOutput<K>> {
  return api(id, JSON.parse(input) as CallInput<K>);
}
