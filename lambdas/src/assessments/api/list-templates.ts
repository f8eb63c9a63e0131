import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { isVisibleTo, toSummary } from '../repo';

/** My Assessments: the templates of the user's current team, newest first, soft-deleted ones left out. */
export const listTemplates = defineHandler('listTemplates', async ({ actor, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const { data } = await db().entities.template.query.byTeam({ team_id: user.teamId }).go({ order: 'desc', pages: 'all' });
  return { items: data.filter((t) => isVisibleTo(user, t)).map(toSummary) };
});
