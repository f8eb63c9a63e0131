import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { isConditionFailure } from '../../shared/conditional';
import { scoreRespondent } from '../../results/score-respondent';
import { loadCandidateByToken, loadTemplateOf, spentSeconds, statesOf, type StoredSectionStates } from '../repo';

/**
 * Finish (spec part 1 §4): IN_PROGRESS becomes COMPLETED with finished_at, the respondent is scored and
 * the template's completed count moves — one transaction conditional on the status, so a retry or a
 * double click completes and counts once.
 */
export const finishTest = defineHandler('finishTest', async ({ actor, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  if (candidate.status === 'COMPLETED') return { ok: true as const };
  if (candidate.status !== 'IN_PROGRESS') throw new DomainError('INVALID_STATUS_TRANSITION', { from: candidate.status, to: 'finish' });
  const template = await loadTemplateOf(candidate);
  const at = now.toISOString();
  const states = statesOf(candidate);
  const closed: StoredSectionStates = Object.fromEntries(
    Object.entries(states).map(([kind, s]) => [
      kind,
      s.status === 'completed' ? s : { ...s, status: 'completed', completed_at: at, spent_seconds: spentSeconds(kind as never, template, s, now) },
    ]),
  );
  const summaries = scoreRespondent(template, candidate);
  try {
    await db()
      .transaction.write(({ candidate: c, template: t }) => [
        c.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
          .set({
            status: 'COMPLETED',
            finished_at: at,
            section_states: closed,
            summaries,
            ...(summaries.overall === null ? {} : { score: summaries.overall }),
            last_accessed_at: at,
            updated_at: at,
          })
          .where((a, op) => op.eq(a.status, 'IN_PROGRESS'))
          .commit(),
        t.patch({ id: template.id }).add({ completed_total: 1 }).set({ last_activity_at: at }).commit(),
      ])
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const again = await loadCandidateByToken(actor.token);
    if (again.status !== 'COMPLETED') throw new DomainError('INVALID_STATUS_TRANSITION', { from: again.status, to: 'finish' });
  }
  return { ok: true as const };
});
