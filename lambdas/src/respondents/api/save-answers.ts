import { defineHandler } from '../../http/handler-factory';
import { sectionsOf } from '../../assessments/repo';
import { parseRespondentAnswers } from '../../sections/registry';
import { assertAnswerable, updateCandidate } from '../answers-store';
import { DomainError } from '@shared/errors';
import { loadCandidateByToken, loadTemplateOf, withinTime } from '../repo';

/**
 * Autosave of a section's answers. Saving the same answers again changes nothing a user sees.
 * After the section's time (plus a short grace) the save is refused with 'No time remaining.'.
 */
export const saveAnswers = defineHandler('saveAnswers', async ({ actor, params, body, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  const answers = parseRespondentAnswers(params.section, (template.setup as Record<string, unknown> | undefined)?.[params.section], body.answers);
  await updateCandidate(
    candidate,
    (c) => {
      const state = assertAnswerable(c, params.section, sectionsOf(template));
      if (state.status === 'completed') throw new DomainError('INVALID_STATUS_TRANSITION', { from: 'completed', to: 'answer' });
      if (!withinTime(params.section, template, state, now)) throw new DomainError('NO_TIME_REMAINING');
      return { answers: { ...(c.answers as Record<string, unknown>), [params.section]: answers }, last_accessed_at: now.toISOString() };
    },
    now,
  );
  return { ok: true as const };
});
