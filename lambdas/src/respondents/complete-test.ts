import type { SectionKind } from '@shared/sections/kinds';
import { nextUpdatedAt } from '../common/conditional';
import type { TemplateItem } from '../assessments';
import { db } from '../db/service';
import { transactWrite } from '../db/transact';
import { scoreRespondent } from '../results';
import { closeSection, statesOf, type CandidateItem, type StoredSectionStates } from './repo';
import { sweepForSummaries } from './sweep-due';
import { goWithStats } from '../db/group-stats';
import { statsDelta } from '@shared/results/group-aggregate';
import { demographicsOf } from '../db/group-stats';
import { completionCreditItems, completionPayer } from '../credits';
import { isRealUse, referralEventSafely } from '../credits';

/**
 * IN_PROGRESS becomes COMPLETED with finished_at, every open section is closed (by its timer when its time
 * is up), the respondent is scored and the template's completed count and group aggregate move (once its credit is paid), in one transaction conditional
 * on the record being unchanged since it was read. Written answers are left for the AI scorer: the record
 * stays due for the sweep until they are scored. A credit pays for the completion in the same transaction
 * (credits/completion-credit.ts); a refused credit write makes the caller read both again. Used by Finish and by the sweep.
 */
export async function completeTest(candidate: CandidateItem, template: TemplateItem, now: Date) {
  const at = now.toISOString();
  const closed: StoredSectionStates = Object.fromEntries(
    Object.entries(statesOf(candidate)).map(([kind, s]) => [kind, closeSection(kind as SectionKind, template, s, now)]),
  );
  const summaries = scoreRespondent(template, candidate);
  // The credit is paid in the same transaction, or the result is held until one is added: never refused.
  const credit = completionCreditItems(await completionPayer(template, now), candidate, now);
  const outcome = await transactWrite(() =>
    goWithStats(
      db().transaction.write((entities) => [
        entities.candidate
          .patch({ form_id: candidate.form_id, emailKey: candidate.emailKey })
          .set({
            status: 'COMPLETED',
            finished_at: at,
            section_states: closed,
            summaries,
            ...(summaries.overall === null ? {} : { score: summaries.overall }),
            last_accessed_at: at,
            credit_held: credit.held,
            updated_at: nextUpdatedAt(candidate.updated_at, now),
            ...sweepForSummaries(summaries, now),
          })
          .where((a, op) => `${op.eq(a.status, 'IN_PROGRESS')} AND ${op.eq(a.updated_at, candidate.updated_at)}`)
          .commit(),
        // A held result joins the completed count and the aggregate when a credit pays for it (credits/held-results.ts).
        entities.template
          .patch({ id: template.id })
          .add({ completed_total: credit.held ? 0 : 1 })
          .set({ last_activity_at: at })
          .commit(),
        ...credit.items(entities),
      ]),
      template.id,
      credit.held ? {} : statsDelta(null, summaries, demographicsOf(candidate)),
    ),
  );
  // A paid completion by someone other than the creator is the creator's real use: a referral reward is due.
  if (outcome === 'written' && isRealUse(template.creator, candidate.email, credit.held))
    await referralEventSafely('real_use', template.creator, now);
  return outcome;
}
