import useSWR, { type SWRConfiguration } from 'swr';
import type { RouteId } from '@shared/routes';
import { api, apiKey, type ApiError, type CallInput, type CallOutput } from './api-client';

/** An SWR read of one route; pass `null` to wait (e.g. until a query parameter is known). */
export function useApi<K extends RouteId>(
  id: K,
  input: CallInput<K> | null,
  config?: SWRConfiguration<CallOutput<K>, ApiError>,
) {
  return useSWR<CallOutput<K>, ApiError>(
    input ? apiKey(id, input) : null,
    () => api(id, input as CallInput<K>),
    config,
  );
}
