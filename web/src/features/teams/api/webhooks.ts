import { mutate } from 'swr';
import type { WebhookEvent } from '@shared/webhooks/events';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** A workspace's webhooks (docs/webhooks.md), read again every few seconds so deliveries and retries show as they happen. */
export function useWebhooks(teamId: string) {
  return useApi('listWebhooks', { params: { teamId } }, { refreshInterval: 3_000, shouldRetryOnError: false });
}

const refresh = (teamId: string) => mutate(apiKey('listWebhooks', { params: { teamId } }));

/** Adds an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhook(teamId: string, url: string, events: WebhookEvent[]) {
  const created = await api('createWebhook', { params: { teamId }, body: { url, events } });
  await refresh(teamId);
  return created;
}

export async function deleteWebhook(teamId: string, endpointId: string) {
  await api('deleteWebhook', { params: { teamId, endpointId } });
  await refresh(teamId);
}

export async function sendWebhookTest(teamId: string, endpointId: string) {
  await api('sendWebhookTest', { params: { teamId, endpointId } });
  await refresh(teamId);
}

export async function redeliverWebhook(teamId: string, deliveryId: string) {
  await api('redeliverWebhook', { params: { teamId, deliveryId } });
  await refresh(teamId);
}
