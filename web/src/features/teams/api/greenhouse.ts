import { mutate } from 'swr';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** A workspace's Greenhouse connection (docs/ats.md): never its secret. */
export function useGreenhouse(teamId: string) {
  return useApi('getGreenhouse', { params: { teamId } }, { shouldRetryOnError: false });
}

const refresh = (teamId: string) => mutate(apiKey('getGreenhouse', { params: { teamId } }));

export async function connectGreenhouse(
  teamId: string,
  body: { client_id: string; client_secret: string; user_id: string },
) {
  await api('connectGreenhouse', { params: { teamId }, body });
  await refresh(teamId);
}

export async function disconnectGreenhouse(teamId: string) {
  await api('disconnectGreenhouse', { params: { teamId } });
  await refresh(teamId);
}
