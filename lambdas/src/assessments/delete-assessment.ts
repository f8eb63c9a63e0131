import { DomainError } from '@shared/errors';
import { softDeleteAssessment } from '@shared/assessments/assessment';
import type { UserItem } from '../accounts';
import type { AuditRequest } from '../db/audit';
import { domainActor, placed, reachableBy } from './repo';
import { flagRespondentsDeleted } from './respondents-store';
import { readAssessment, softDeleteAssessmentRecord } from './assessment-store';

/**
 * Delete (spec part 1 §4): a soft delete by the creator. The assessment is flagged with who and when, and so
 * is each of its respondents, a page at a time; nothing is removed. Its public link then reads as not found.
 * Deleting again finishes flagging respondents a previous, interrupted delete left.
 */
export async function deleteAssessment({
  templateId,
  user,
  request,
  now,
}: {
  templateId: string;
  user: UserItem;
  request: AuditRequest;
  now: Date;
}): Promise<{ ok: true }> {
  const assessment = await readAssessment(templateId);
  // One read decides: a repeated or concurrent delete of the creator's own assessment succeeds again.
  if (!assessment || (!assessment.deleted && (await reachableBy(user, [assessment])).length === 0))
    throw new DomainError('DATA_NOT_FOUND');
  const flags = softDeleteAssessment(placed(assessment), domainActor(user), now);
  if (flags.template)
    await softDeleteAssessmentRecord(assessment.id, flags.template, {
      teamId: assessment.team_id,
      action: 'assessment_deleted',
      actor: user.sub,
      target: { type: 'assessment', id: assessment.id },
      formId: assessment.id,
      request,
      now,
    });
  await flagRespondentsDeleted(assessment.id, flags.candidates);
  return { ok: true as const };
}
