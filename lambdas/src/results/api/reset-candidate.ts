import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../../common/conditional';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { loadVisibleTemplate } from '../../assessments';
import { loadCandidateOf, toCandidateRow } from '../repo';
import { countedSummaries, demographicsOf, goWithStats } from '../../db/group-stats';
import { statsDelta } from '@shared/results/group-aggregate';

/**
 * Clear results (spec part 1 §2, §4 reset): the respondent goes back to INVITED with section times and states
 * cleared and is_started_test false, and takes the assessment again on the same link. The attempt being
 * cleared is kept on the record (answers, summaries, score, times) so nothing a respondent submitted is lost;
 * it is never shown to the respondent. A completed attempt leaves the assessment's completed count in the
 * same transaction, conditional on the record being as read, so a double click resets and counts once.
 */
export const resetCandidate = defineHandler('resetCandidate', async ({ params, now, user }) => {
  const template = await loadVisibleTemplate(params.id, user);
  return retryOnRace(async () => {
    const c = await loadCandidateOf(template, params.candidateId);
    if (c.status === 'INVITED' && !c.is_started_test) return toCandidateRow(c, template);
    const at = nextUpdatedAt(c.updated_at, now);
    const cleared = {
      status: c.status,
      answers: c.answers ?? {},
      summaries: c.summaries ?? {},
      section_states: c.section_states ?? {},
      score: c.score ?? null,
      joined_at: c.joined_at ?? null,
      started_test_at: c.started_test_at ?? null,
      finished_at: c.finished_at ?? null,
      reset_at: at,
      reset_by: user.email,
    };
    // A held result never joined the completed count or the aggregate, so it leaves neither.
    const wasCounted = (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') && !c.credit_held;
    const outcome = await transactWrite(() =>
      goWithStats(
        db().transaction.write(({ candidate, template: t }) => [
          candidate
            .patch({ form_id: c.form_id, emailKey: c.emailKey })
            .set({
              status: 'INVITED',
              section_states: {},
              answers: {},
              summaries: {},
              is_started_test: false,
              credit_held: false,
              attempts: [...((c.attempts as unknown[] | undefined) ?? []), cleared],
              sweep_shard: '',
              sweep_due: '',
              updated_at: at,
            })
            .remove(['score', 'started_test_at', 'finished_at'])
            .where((a, op) => op.eq(a.updated_at, c.updated_at))
            .commit(),
          ...(wasCounted
            ? [t.patch({ id: template.id }).add({ completed_total: -1 }).set({ last_activity_at: at }).commit()]
            : []),
        ]),
        template.id,
        wasCounted ? statsDelta(countedSummaries(c), null, demographicsOf(c)) : {},
      ),
    );
    return outcome === 'written'
      ? toCandidateRow(await loadCandidateOf(template, params.candidateId), template)
      : RACE_LOST;
  });
});
