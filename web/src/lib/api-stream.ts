import { ROUTES, type RouteId } from '@shared/routes';
import { takeStreamEvents, type StreamEvent } from '@shared/routes/stream';
import { getConfig } from './config';
import { getLocale } from './i18n/locale-store';
import { ApiError, buildRequest, errorFromResponse, type CallInput, type CallOutput } from './api-request';
import { api } from './api-client';

export interface StreamCallbacks {
  onDelta(text: string, part?: string): void;
  onReset?(part?: string): void;
}

/**
 * Call a streaming route (RouteDef.stream): text pieces go to `onDelta` as they arrive; resolves with the route's
 * response (checked against the table's schema) or rejects with the ApiError of an error response or event. A session
 * whose account was never opened is refused before anything streams: the account is opened and the call sent again,
 * as in api().
 */
export async function apiStream<K extends RouteId>(
  id: K,
  input: CallInput<K>,
  callbacks: StreamCallbacks,
  signal?: AbortSignal,
): Promise<CallOutput<K>> {
  try {
    return await streamOnce(id, input, callbacks, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_NOT_OPEN') throw error;
    await api('openAccount', {});
    return streamOnce(id, input, callbacks, signal);
  }
}

async function streamOnce<K extends RouteId>(
  id: K,
  input: CallInput<K>,
  callbacks: StreamCallbacks,
  signal?: AbortSignal,
): Promise<CallOutput<K>> {
  const def = ROUTES[id];
  const token = def.auth === 'user' ? await (await import('./amplify')).currentIdToken() : undefined;
  if (def.auth === 'user' && !token) throw new ApiError(401, 'NOT_LOGGED_IN', '');
  const request = buildRequest(id, input, { apiUrl: getConfig().apiUrl, locale: getLocale(), idToken: token });
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, Accept: 'application/x-ndjson' },
      body: request.body,
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!res.ok || !res.body) {
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    throw errorFromResponse(res.status, json);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done: StreamEvent | undefined;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const { events, rest } = takeStreamEvents(buffer);
      buffer = rest;
      for (const event of events) {
        if (event.t === 'delta') callbacks.onDelta(event.text, event.part);
        else if (event.t === 'reset') callbacks.onReset?.(event.part);
        else done = event;
      }
    }
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!done) throw new ApiError(0, 'NETWORK_ERROR', '');
  if (done.t === 'error') throw new ApiError(500, done.code, done.message);
  if (done.t !== 'done') throw new ApiError(500, 'INTERNAL', '');
  const parsed = def.response.safeParse(done.data);
  if (!parsed.success) throw new ApiError(500, 'INTERNAL', '');
  return parsed.data as CallOutput<K>;
}
