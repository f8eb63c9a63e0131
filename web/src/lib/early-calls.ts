import type { BuiltRequest } from './api-request';

/**
 * What the boot script (web/src/boot/boot.ts) started before the app's script arrived, handed over on `window`
 * (issue 27 §3): the link's first call, so it does not wait for the app's script to download and run. It is taken at
 * most once; the app makes its own call when there is nothing to take, or when what was started failed, so a missing
 * or failed boot script only loses the head start.
 */
export interface EarlyCalls {
  /** The link's first API call: the request the boot script made and its answer, unset when it made none. */
  call?: EarlyCall;
  /** Set as the app's script starts: a boot script that runs later starts nothing, as the app makes its own calls. */
  appStarted?: boolean;
}

export interface EarlyCall {
  url: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  // On the page's global object (window), which the boot script and the app's script share.
  var culturefitEarly: EarlyCalls | undefined;
}

/** The hand-over, made on first use. */
export function earlyCalls(): EarlyCalls {
  return (globalThis.culturefitEarly ??= {});
}

/** Called first thing by the app's script. */
export function markAppStarted(): void {
  earlyCalls().appStarted = true;
}

/** The boot script's answer to exactly this GET (same address, same language), once, or nothing. */
export function takeEarlyCall(request: BuiltRequest): Promise<Response> | undefined {
  const early = earlyCalls();
  const call = early.call;
  if (!call || request.method !== 'GET') return undefined;
  if (call.url !== request.url || call.language !== request.headers['Accept-Language']) return undefined;
  delete early.call;
  return call.response;
}
