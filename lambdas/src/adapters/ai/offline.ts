import type { AiProvider, AiRequest } from './types';

export const OFFLINE_MODEL = 'offline-stand-in-1';
export const OFFLINE_NOTE = '[Offline stand-in: no AI model is configured on this stack.]';

/** Pieces the offline stream is cut into, and the pause between them (OFFLINE_STREAM_DELAY_MS, default 25 ms). */
const OFFLINE_PIECE_CHARS = 24;

function offlineText(request: AiRequest): string {
  return request.offline ? request.offline() : OFFLINE_NOTE;
}

/**
 * The local stack's provider: no model, no network. It returns the caller's deterministic answer (or, for free
 * text, a fixed note), and every answer is marked offline so no screen can pass it off as an AI's. It streams
 * that answer in small pieces with a short pause, as a model would.
 */
export function offlineProvider(env: Readonly<Record<string, string | undefined>> = process.env): AiProvider {
  const delayMs = Number(env.OFFLINE_STREAM_DELAY_MS ?? 25);
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    offline: true,
    async generate(request: AiRequest) {
      return { text: offlineText(request), provider: 'offline', model: OFFLINE_MODEL, offline: true };
    },
    async *stream(request: AiRequest) {
      const text = offlineText(request);
      for (let i = 0; i < text.length; i += OFFLINE_PIECE_CHARS) {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        yield text.slice(i, i + OFFLINE_PIECE_CHARS);
      }
    },
  };
}
