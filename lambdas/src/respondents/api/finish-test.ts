import { DomainError } from '@shared/errors';
import { RACE_LOST, retryOnRace } from '../../common/conditional';
import { defineHandler } from '../../http/handler-factory';
import { autoSendResults, completeRespondent } from '../../results';
import { closedSections, loadCandidateByToken, loadTemplateOf } from '../repo';

/**
 * Finish (spec part 1 §4): the test is completed and scored once. A concurrent save makes it score again from
 * the fresh record; a retry or a double click finds it COMPLETED and completes and counts once.
 */
export const finishTest = defineHandler('finishTest', async ({ actor, now }) =>
  retryOnRace(async () => {
    const candidate = await loadCandidateByToken(actor.token);
    if (candidate.status === 'COMPLETED') return { ok: true as const };
    if (candidate.status !== 'IN_PROGRESS')
      throw new DomainError('INVALID_STATUS_TRANSITION', { from: candidate.status, to: 'finish' });
    const template = await loadTemplateOf(candidate);
    const sectionStates = closedSections(candidate, template, now);
    if ((await completeRespondent({ candidate, template, sectionStates, now })) !== 'written') return RACE_LOST;
    await autoSendResults(candidate, template, now);
    return { ok: true as const };
  }),
);
