import type { AiProvider, AiRequest } from './types';

export const OFFLINE_MODEL = 'offline-stand-in-1';

/**
 * The local stack's provider: no model, no network. It returns the caller's deterministic answer (or, for free
 * text, a fixed note), and every answer is marked offline so no screen can pass it off as an AI's.
 */
export function offlineProvider(): AiProvider {
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    async generate(request: AiRequest) {
      const text = request.offline ? request.offline() : `[Offline stand-in: no AI model is configured on this stack.]`;
      return { text, provider: 'offline', model: OFFLINE_MODEL, offline: true };
    },
  };
}
