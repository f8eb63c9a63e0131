import { defineHandler } from '../../http/handler-factory';
import { shareWithTeam, unshareToPersonal } from '../sharing';

/** Share with team (spec part 1 §4, §5): the creator moves a personal assessment to a team, respondents with it. */
export const shareTemplate = defineHandler('shareTemplate', async ({ params, body, now, user, sourceIp, userAgent }) =>
  shareWithTeam({ templateId: params.id, teamId: body.teamId, user, request: { sourceIp, userAgent }, now }),
);

/** Unshare (spec part 1 §4, §5): back to the creator's personal workspace with its respondents. */
export const unshareTemplate = defineHandler('unshareTemplate', async ({ params, now, user, sourceIp, userAgent }) =>
  unshareToPersonal({ templateId: params.id, user, request: { sourceIp, userAgent }, now }),
);
