import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate } from '../../assessments/repo';
import { statesOf } from '../../respondents/repo';
import { toCandidateRow } from '../repo';

/** One respondent's result; the candidate id must belong to the template the user may see. */
export const getCandidateResult = defineHandler('getCandidateResult', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  const prefix = `${template.id}-`;
  if (!params.candidateId.startsWith(prefix)) throw new DomainError('RESULT_NOT_FOUND');
  const { data } = await db().entities.candidate.get({ form_id: template.id, emailKey: params.candidateId.slice(prefix.length) }).go();
  if (!data || data.deleted) throw new DomainError('RESULT_NOT_FOUND');
  const states = statesOf(data);
  return {
    ...toCandidateRow(data),
    form_id: template.id,
    form_name: template.form_name,
    summaries: (data.summaries ?? {}) as Record<string, unknown>,
    section_spent_times: Object.fromEntries(Object.entries(states).map(([k, s]) => [k, s.spent_seconds ?? 0])),
    section_timed_out: Object.fromEntries(Object.entries(states).map(([k, s]) => [k, s.timed_out === true])),
    extra_time: template.extra_time ?? 0,
  };
});
