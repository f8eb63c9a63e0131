import { DomainError } from '@shared/errors';
import { WRITE_RETRY_ATTEMPTS } from '@shared/constants/limits';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { scoreRespondent } from '../../results/score-respondent';
import type { SectionKind } from '@shared/sections/kinds';
import { closeSection, loadCandidateByToken, loadTemplateOf, statesOf, type CandidateItem, type StoredSectionStates } from '../repo';
import type { TemplateItem } from '../../assessments/repo';

/**
 * Finish (spec part 1 §4): IN_PROGRESS becomes COMPLETED with finished_at, the respondent is scored and
 * the template's completed count moves, in one transaction conditional on the record being unchanged
 * since it was read. A concurrent save makes it score again from the fresh record; a retry or a double
 * click finds it COMPLETED and completes and counts once.
 */
export const finishTest = defineHandler('finishTest', async ({ actor, now }) => {
  for (let attempt = 0; attempt < WRITE_RETRY_ATTEMPTS; attempt++) {
    const candidate = await loadCandidateByToken(actor.token);
    if (candidate.status === 'COMPLETED') return { ok: true as const };
    if (candidate.status !== 'IN_PROGRESS') throw new DomainError('INVALID_STATUS_TRANSITION', { from: candidate.status, to: 'finish' });
    const template = await loadTemplateOf(candidate);
    if ((await complete(candidate, template, now)) === 'written') return { ok: true as const };
  }
  throw new DomainError('INTERNAL');
});

function complete(candidate: CandidateItem, template: TemplateItem, now: Date) {
  const at = now.toISOString();
  const closed: StoredSectionStates = Object.fromEntries(
    Object.entries(statesOf(candidate)).map(([kind, s]) => [kind, closeSection(kind as SectionKind, template, s, now)]),
  );
  const summaries = scoreRespondent(template, candidate);
  return transactWrite(() =>
    db()
      .transaction.write(({ candidate: c, template: t }) => [
        c.patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
          .set({
            status: 'COMPLETED',
            finished_at: at,
            section_states: closed,
            summaries,
            ...(summaries.overall === null ? {} : { score: summaries.overall }),
            last_accessed_at: at,
            updated_at: new Date(Math.max(now.getTime(), Date.parse(candidate.updated_at) + 1)).toISOString(),
          })
          .where((a, op) => `${op.eq(a.status, 'IN_PROGRESS')} AND ${op.eq(a.updated_at, candidate.updated_at)}`)
          .commit(),
        t.patch({ id: template.id }).add({ completed_total: 1 }).set({ last_activity_at: at }).commit(),
      ])
      .go(),
  );
}
