import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate } from '../../assessments/repo';
import { toCandidateRow } from '../repo';

/** Respondents of a template the user may see. */
export const listCandidates = defineHandler('listCandidates', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  const { data } = await db().entities.candidate.query.byTemplate({ form_id: template.id }).go({ pages: 'all' });
  return { items: data.filter((c) => !c.deleted).map(toCandidateRow) };
});
