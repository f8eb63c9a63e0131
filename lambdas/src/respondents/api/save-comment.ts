import { DomainError } from '@shared/errors';
import { defineHandler } from '../../http/handler-factory';
import { assertOpenForAnswers, updateRespondent } from '../answers-store';
import { loadRespondentByToken, loadAssessmentOf } from '../repo';

/**
 * A comment on a section where the assessment allows comments (spec part 1 §2 "allow comments per section").
 * Taken while the section runs, like its answers; stored apart from the answers and never scored.
 */
export const saveComment = defineHandler('saveComment', async ({ actor, params, body, now }) => {
  const respondent = await loadRespondentByToken(actor.token);
  const assessment = await loadAssessmentOf(respondent);
  if (!assessment.open_ended_question) throw new DomainError('FORBIDDEN');
  await updateRespondent(
    respondent,
    (c) => {
      assertOpenForAnswers(c, params.section, assessment, now);
      const comments = (c.comments ?? {}) as Record<string, string>;
      if (comments[params.section] === body.comment) return null;
      return { comments: { ...comments, [params.section]: body.comment }, last_accessed_at: now.toISOString() };
    },
    now,
  );
  return { ok: true as const };
});
