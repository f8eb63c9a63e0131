import { db } from '../../db/service';

/** Removes an endpoint (kept apart from ./webhook-store.ts: the worker never deletes, so its bundle has no delete). */
export async function deleteEndpoint(teamId: string, endpointId: string): Promise<void> {
  await db().entities.webhookEndpoint.delete({ team_id: teamId, endpoint_id: endpointId }).go();
}
