import { mutate } from 'swr';
import type { RouteId, ToolboxRun, ToolboxRunRequest } from '@shared/routes';
import type { GeneratorId } from '@shared/toolbox/generators';
import { api, ApiError } from '../../../lib/api-client';
import { apiStream, type StreamCallbacks } from '../../../lib/api-stream';
import { useApi } from '../../../lib/use-api';
import { refreshCredits } from '../../credits';

/** A generator's history: the signed-in person's own runs, newest first (a page; `cursor` for the next one). */
export function useToolboxRuns(generator: GeneratorId) {
  return useApi('listToolboxRuns', { query: { generator } });
}

export async function moreToolboxRuns(generator: GeneratorId, cursor: string) {
  return api('listToolboxRuns', { query: { generator, cursor } });
}

export async function getToolboxRun(runId: string): Promise<ToolboxRun> {
  return api('getToolboxRun', { params: { runId } });
}

/** Times a run is sent again when the connection drops before its answer arrived (the same run id: never charged twice). */
const NETWORK_RETRIES = 2;

/**
 * Run a generator (spec part 1 §1; part 2 §9.1: 1 credit per run): the text arrives in pieces through
 * `callbacks`. The request carries a run id made once per Generate, so sending it again after a dropped
 * connection returns the same run instead of paying twice. Afterwards the credit line and the history are read again.
 */
export async function runToolboxGenerator(request: ToolboxRunRequest, callbacks: StreamCallbacks): Promise<ToolboxRun> {
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await apiStream('generateToolboxText', { body: request }, callbacks);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'NETWORK_ERROR' || attempt >= NETWORK_RETRIES) throw error;
        callbacks.onReset?.();
      }
    }
  } finally {
    const changed: readonly RouteId[] = ['listToolboxRuns'];
    await Promise.all([refreshCredits(), mutate((key) => Array.isArray(key) && changed.includes(key[0] as RouteId))]);
  }
}
