import type { RouteId } from '@shared/routes';
import { routeDef } from './route-defs';
import { getConfig } from './config';
import { getLocale } from './i18n/locale-store';
import { takeEarlyCall } from './early-calls';
import { ApiError, buildRequest, errorFromResponse, type CallInput, type CallOutput } from './api-request';

export { ApiError } from './api-request';
export type { CallInput, CallOutput } from './api-request';

/** Amplify (and its 100 KB) loads with the first signed-in call, never on respondent pages. */
async function idToken(): Promise<string | undefined> {
  return (await import('./amplify')).currentIdToken();
}

/**
 * Call one route of the table. The server checks every answer against the route's schema before sending it
 * (lambdas/src/http/handler-factory.ts), so the browser reads it as typed and carries no schemas: the route index
 * has only methods and paths, which keeps zod and every schema off the pages' first load.
 *
 * Every sign-in opens the account (openAccount) before anything else; a session whose opening never finished (the
 * tab closed in between) is refused with ACCOUNT_NOT_OPEN, so the call opens it and is sent once more.
 */
export async function api<K extends RouteId>(id: K, input: CallInput<K>): Promise<CallOutput<K>> {
  try {
    return await call(id, input);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_NOT_OPEN' || id === 'openAccount') throw error;
    await call('openAccount', {});
    return call(id, input);
  }
}

async function call<K extends RouteId>(id: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const def = routeDef(id);
  const token = def.auth === 'user' ? await idToken() : undefined;
  if (def.auth === 'user' && !token) throw new ApiError(401, 'NOT_LOGGED_IN', '');
  const request = buildRequest(id, input, { apiUrl: getConfig().apiUrl, locale: getLocale(), idToken: token });
  let res: Response;
  try {
    const ask = () => fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    // A link's first call, made by the boot script before this script ran (early-calls.ts); made again if it failed.
    res = await (takeEarlyCall(request)?.catch(ask) ?? ask());
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
  // A 2xx without a JSON body (a proxy's page, a cut connection) is not the route's answer.
  if (json === undefined) throw new ApiError(res.status, 'INTERNAL', '');
  return json as CallOutput<K>;
}

/** SWR key of a read: the route id plus its input, so writes can revalidate exactly what they change. */
export function apiKey<K extends RouteId>(id: K, input: CallInput<K>): readonly [K, string] {
  return [id, JSON.stringify(input)] as const;
}

export function fetchByKey<K extends RouteId>([id, input]: readonly [K, string]): Promise<CallOutput<K>> {
  return api(id, JSON.parse(input) as CallInput<K>);
}
