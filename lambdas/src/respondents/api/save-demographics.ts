import { DomainError } from '@shared/errors';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../../common/conditional';
import { statsDelta } from '@shared/results/group-aggregate';
import { defineHandler } from '../../http/handler-factory';
import { db } from '../../db/service';
import { transactWrite } from '../../db/transact';
import { countedSummaries, demographicsOf, goWithStats } from '../../db/group-stats';
import { loadCandidateByToken, loadTemplateOf } from '../repo';

/**
 * Fair use: a finished respondent's voluntary equal-opportunity answers, where the assessment asks them. They
 * are stored apart from the answers and change only the adverse-impact counters, in the same transaction
 * (conditional on the record as read), so answering twice or changing an answer counts once.
 */
export const saveDemographics = defineHandler('saveDemographics', async ({ actor, body, now }) =>
  retryOnRace(async () => {
    const c = await loadCandidateByToken(actor.token);
    const template = await loadTemplateOf(c);
    if (!template.ask_demographics) throw new DomainError('FORBIDDEN');
    if (c.status !== 'COMPLETED' && c.status !== 'RECOMPUTE')
      throw new DomainError('INVALID_STATUS_TRANSITION', { from: c.status, to: 'demographics' });
    // A held result is not in the aggregate yet: its answers join it with the result (credits/held-results.ts).
    const summaries = countedSummaries(c);
    const at = nextUpdatedAt(c.updated_at, now);
    const outcome = await transactWrite(() =>
      goWithStats(
        db().transaction.write(({ candidate }) => [
          candidate
            .patch({ form_id: c.form_id, emailKey: c.emailKey })
            .set({ demographics: body, updated_at: at })
            .where((a, op) => op.eq(a.updated_at, c.updated_at))
            .commit(),
        ]),
        c.form_id,
        statsDelta(summaries, summaries, demographicsOf(c), body),
      ),
    );
    return outcome === 'written' ? { ok: true as const } : RACE_LOST;
  }),
);
