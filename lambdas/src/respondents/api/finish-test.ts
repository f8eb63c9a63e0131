import { DomainError } from '@shared/errors';
import { RACE_LOST, retryOnRace } from '../../common/conditional';
import { defineHandler } from '../../http/handler-factory';
import { autoSendResults, completeRespondent } from '../../results';
import { closedSections, loadRespondentByToken, loadAssessmentOf } from '../repo';
import { cancelReminders } from '../reminders';

/**
 * Finish (spec part 1 §4): the test is completed and scored once. A concurrent save makes it score again from
 * the fresh record; a retry or a double click finds it COMPLETED and completes and counts once.
 */
export const finishTest = defineHandler('finishTest', async ({ actor, now }) =>
  retryOnRace(async () => {
    const respondent = await loadRespondentByToken(actor.token, now);
    if (respondent.status === 'COMPLETED') return { ok: true as const };
    if (respondent.status !== 'IN_PROGRESS')
      throw new DomainError('INVALID_STATUS_TRANSITION', { from: respondent.status, to: 'finish' });
    const assessment = await loadAssessmentOf(respondent);
    const sectionStates = closedSections(respondent, assessment, now);
    if ((await completeRespondent({ candidate: respondent, template: assessment, sectionStates, now })) !== 'written')
      return RACE_LOST;
    await autoSendResults(respondent, assessment, now);
    // Finished: no reminder is owed any more (a schedule that still fires finds the record COMPLETED and sends nothing).
    if (respondent.reply_to) await cancelReminders(respondent);
    return { ok: true as const };
  }),
);
