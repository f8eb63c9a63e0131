import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { assertOpenForAnswers, updateCandidate } from '../answers-store';
import { loadCandidateByToken, loadTemplateOf } from '../repo';

/**
 * A comment on a section where the assessment allows comments (spec part 1 §2 "allow comments per section").
 * Taken while the section runs, like its answers; stored apart from the answers and never scored.
 */
export const saveComment = defineHandler('saveComment', async ({ actor, params, body, now }) => {
  const candidate = await loadCandidateByToken(actor.token);
  const template = await loadTemplateOf(candidate);
  if (!template.open_ended_question) throw new DomainError('FORBIDDEN');
  await updateCandidate(
    candidate,
    (c) => {
      assertOpenForAnswers(c, params.section, template, now);
      const comments = (c.comments ?? {}) as Record<string, string>;
      if (comments[params.section] === body.comment) return null;
      return { comments: { ...comments, [params.section]: body.comment }, last_accessed_at: now.toISOString() };
    },
    now,
  );
  return { ok: true as const };
});
