import type { AssessmentItem } from '../assessments';
import type { RespondentItem, StoredSectionStates } from '../db/entities/candidate';
import { scoreRespondent, sweepForSummaries } from './score-respondent';
import { writeCompletion } from './repo';
import { completionCreditItems, completionPayer } from '../credits';
import { isRealUse, referralEventSafely } from '../credits';
import { CREDITS_PER_COMPLETION } from '@shared/constants/credits';
import { BUSINESS_METRICS } from '@shared/constants/metrics';
import { countBusinessEvent } from '../common/metrics';
import { noticeCompletion } from './completion-notice';
import { announceRespondentEvents, scoringPending } from './webhook-events';
import type { WebhookEvent } from '@shared/webhooks/events';

/**
 * IN_PROGRESS becomes COMPLETED with finished_at and the respondent's sections as closed by their timers
 * (`sectionStates`, closed by respondents), the respondent is scored and the template's completed count and group
 * aggregate move (once its credit is paid), in one transaction conditional on the record being unchanged since it
 * was read. Written answers are left for the AI scorer: the record stays due for the sweep until they are scored.
 * A credit pays for the completion in the same transaction (credits/completion-credit.ts); a refused credit write
 * makes the caller read both again. Used by Finish and by the sweep. Once written, the owner hears of it as they
 * chose (completion-notice.ts), after the write and without ever failing it.
 */
export async function completeRespondent({
  candidate,
  template,
  sectionStates,
  now,
}: {
  candidate: RespondentItem;
  template: AssessmentItem;
  sectionStates: StoredSectionStates;
  now: Date;
}) {
  const summaries = await scoreRespondent(template, candidate);
  // The credit is paid in the same transaction, or the result is held until one is added: never refused.
  const credit = completionCreditItems(await completionPayer(template, now), candidate, now);
  const outcome = await writeCompletion({
    candidate,
    template,
    sectionStates,
    summaries,
    sweep: sweepForSummaries(summaries, now),
    credit,
    now,
  });
  if (outcome === 'written') {
    await countBusinessEvent(BUSINESS_METRICS.completions);
    if (!credit.held) await countBusinessEvent(BUSINESS_METRICS.creditsSpent, CREDITS_PER_COMPLETION);
  }
  // A paid completion by someone other than the creator is the creator's real use: a referral reward is due.
  if (outcome === 'written' && isRealUse(template.creator, candidate.email, credit.held))
    await referralEventSafely('real_use', template.creator, now);
  if (outcome === 'written') await noticeCompletion(candidate, template, now);
  // Webhooks (docs/webhooks.md): completed; timed out when a timer closed a section; scored unless written answers
  // wait for the AI scorer (the sweep announces it then) or the result waits for a credit.
  if (outcome === 'written') {
    const events: WebhookEvent[] = ['respondent.completed'];
    if (Object.values(sectionStates).some((s) => s?.timed_out === true)) events.push('respondent.timed_out');
    if (!credit.held && !scoringPending(summaries)) events.push('respondent.scored');
    await announceRespondentEvents(events, candidate, template, now);
  }
  return outcome;
}
