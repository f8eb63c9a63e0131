import { db } from '../db/service';
import type { TeamItem } from '../db/entities/team';

export { domainTeam } from '../db/entities/team';

/** The team an assessment is held by, read consistently (who pays depends on its owner and members); null if none. */
export async function loadPayingTeam(teamId: string): Promise<TeamItem | null> {
  return (await db().entities.team.get({ teamId }).go({ consistent: true })).data ?? null;
}
