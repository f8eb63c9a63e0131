/**
 * The body of a streaming route (RouteDef.stream): newline-delimited JSON events. Pieces of generated text arrive
 * as `delta`; `reset` clears what was shown when a failed attempt is retried; the route's response ends it as
 * `done`, or an `error` with the catalogue's code and message. An error before anything was streamed is an
 * ordinary JSON error response with its HTTP status instead.
 */
export type StreamEvent<T = unknown> =
  | { t: 'delta'; text: string; part?: string }
  | { t: 'reset'; part?: string }
  | { t: 'done'; data: T }
  | { t: 'error'; code: string; message: string };

export const STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** Splits a growing NDJSON buffer into whole events and the unfinished rest. */
export function takeStreamEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const lines = buffer.split('\n');
  const rest = lines.pop() ?? '';
  const events = lines.filter((l) => l.trim()).map((l) => JSON.parse(l) as StreamEvent);
  return { events, rest };
}
