import type { RespondentRow } from '@shared/routes';
import { RACE_LOST, nextUpdatedAt, retryOnRace } from '../common/conditional';
import type { UserItem } from '../accounts';
import { loadVisibleAssessment } from '../assessments';
import { loadRespondentOf, toRespondentRow } from './repo';
import { writeReset } from './result-store';

/**
 * Clear results (spec part 1 §2, §4 reset): the respondent goes back to INVITED with section times and states
 * cleared and is_started_test false, and takes the assessment again on the same link. The attempt being
 * cleared is kept on the record (answers, summaries, score, times) so nothing a respondent submitted is lost;
 * it is never shown to the respondent. A completed attempt leaves the assessment's completed count in the
 * same transaction, conditional on the record being as read, so a double click resets and counts once.
 */
export async function resetRespondent({
  formId,
  candidateId,
  user,
  now,
}: {
  formId: string;
  candidateId: string;
  user: UserItem;
  now: Date;
}): Promise<RespondentRow> {
  const assessment = await loadVisibleAssessment(formId, user);
  return retryOnRace(async () => {
    const c = await loadRespondentOf(assessment, candidateId);
    if (c.status === 'INVITED' && !c.is_started_test) return toRespondentRow(c, assessment);
    const at = nextUpdatedAt(c.updated_at, now);
    const cleared = {
      status: c.status,
      answers: c.answers ?? {},
      summaries: c.summaries ?? {},
      section_states: c.section_states ?? {},
      score: c.score ?? null,
      joined_at: c.joined_at ?? null,
      started_test_at: c.started_test_at ?? null,
      finished_at: c.finished_at ?? null,
      reset_at: at,
      reset_by: user.email,
    };
    // A held result never joined the completed count or the aggregate, so it leaves neither.
    const wasCounted = (c.status === 'COMPLETED' || c.status === 'RECOMPUTE') && !c.credit_held;
    const outcome = await writeReset({ c, templateId: assessment.id, cleared, wasCounted, at });
    return outcome === 'written'
      ? toRespondentRow(await loadRespondentOf(assessment, candidateId), assessment)
      : RACE_LOST;
  });
}
