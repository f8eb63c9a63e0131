import { CANDIDATE_LIST_LIMIT } from '@shared/constants/limits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { isVisibleTo, type TemplateItem } from '../../assessments';
import { toCandidateRow } from '../repo';

/**
 * My respondents (spec part 1 §2 "/respondents"): every respondent of the assessments the user sees in the
 * current workspace, newest first, a page of at most 500 (one Query on the workspace index, no Scan).
 * Respondents of assessments the user may not see (another member's personal ones) are left out.
 */
export const listRespondents = defineHandler('listRespondents', async ({ query, user }) => {
  const { data: templates } = await db().entities.template.query.byTeam({ team_id: user.teamId }).go({ pages: 'all' });
  const visible = new Map<string, TemplateItem>(templates.filter((t) => isVisibleTo(user, t)).map((t) => [t.id, t]));
  const { data, cursor } = await db()
    .entities.candidate.query.byTeam({ team_id: user.teamId })
    .where((a, op) => op.ne(a.deleted, true))
    .go({
      order: 'desc',
      cursor: query.cursor ?? null,
      count: Math.min(query.limit ?? CANDIDATE_LIST_LIMIT, CANDIDATE_LIST_LIMIT),
    });
  const items = data.flatMap((c) => {
    const template = visible.get(c.form_id);
    return template ? [toCandidateRow(c, template)] : [];
  });
  return { items, cursor: cursor ?? null };
});
