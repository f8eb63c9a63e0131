import { defineHandler } from '../../http/handler-factory';
import { sectionsOf } from '../../assessments/repo';
import { parseAnswers } from '../../assessments/section-answers';
import { assertAnswerable, updateCandidate } from '../answers-store';
import { loadCandidateByToken, loadTemplateOf } from '../repo';

/** Autosave of a section's answers. Saving the same answers again changes nothing a user sees. */
export const saveAnswers = defineHandler('saveAnswers', async ({ actor, params, body, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  const answers = parseAnswers(params.section, body.answers);
  await updateCandidate(
    actor.token,
    (c) => {
      assertAnswerable(c, params.section, sectionsOf(template));
      return { answers: { ...(c.answers as Record<string, unknown>), [params.section]: answers }, last_accessed_at: now.toISOString() };
    },
    now,
  );
  return { ok: true as const };
});
