import { defineHandler } from '../../http/handler-factory';
import { loadOrCreateUser } from '../../accounts/repo';
import { loadVisibleTemplate } from '../../assessments/repo';
import { sectionTimes } from '../../respondents/repo';
import { loadCandidateOf, toCandidateRow } from '../repo';

/** One respondent's result; the candidate must belong to the template the user may see. */
export const getCandidateResult = defineHandler('getCandidateResult', async ({ actor, params, now }) => {
  const user = await loadOrCreateUser(actor, now);
  const template = await loadVisibleTemplate(params.id, user);
  const data = await loadCandidateOf(template, params.candidateId);
  const times = sectionTimes(data);
  return {
    ...toCandidateRow(data, template),
    summaries: (data.credit_held ? {} : (data.summaries ?? {})) as Record<string, unknown>,
    section_spent_times: times.spent,
    section_timed_out: times.timedOut,
    extra_time: template.extra_time ?? 0,
    comments: (data.comments ?? {}) as Record<string, string>,
  };
});
