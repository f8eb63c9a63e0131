import { defineHandler } from '../../http/handler-factory';
import { parseRespondentAnswers } from '../../sections/registry';
import { assertOpenForAnswers, updateCandidate } from '../answers-store';
import { loadCandidateFromIndex, loadTemplateForAutosave } from '../repo';

/**
 * Autosave of a section's answers. Saving the same answers again changes nothing a user sees.
 * After the section's time (plus a short grace) the save is refused with 'No time remaining.'.
 */
export const saveAnswers = defineHandler('saveAnswers', async ({ actor, params, body, now }) => {
  // Two DynamoDB calls on the usual path: the record through the token index and the guarded write.
  const candidate = await loadCandidateFromIndex(actor.token, now);
  const template = await loadTemplateForAutosave(candidate);
  const answers = parseRespondentAnswers(params.section, (template.setup as Record<string, unknown> | undefined)?.[params.section], body.answers);
  await updateCandidate(
    candidate,
    (c) => {
      assertOpenForAnswers(c, params.section, template, now);
      return { answers: { ...(c.answers as Record<string, unknown>), [params.section]: answers }, last_accessed_at: now.toISOString() };
    },
    now,
    { fromIndex: true },
  );
  return { ok: true as const };
});
