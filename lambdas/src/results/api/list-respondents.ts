import { defineHandler } from '../../http/handler-factory';
import { listWorkspaceRespondents } from '../respondent-lists';

/** My respondents (spec part 1 §2 "/respondents"): the workspace's respondents the user may see (respondent-lists.ts). */
export const listRespondents = defineHandler('listRespondents', async ({ query, user }) =>
  listWorkspaceRespondents({ user, cursor: query.cursor, limit: query.limit }),
);
