import { DomainError } from '@shared/errors';
import type { AssessmentItem } from '../assessments';
import { findLinkedAssessmentId, findAssessment } from './respondent-store';

/** The published template a public link code opens; unpublished or deleted ones read as not found. */
export async function assessmentOfLink(code: string): Promise<AssessmentItem> {
  const assessmentId = await findLinkedAssessmentId(code);
  if (!assessmentId) throw new DomainError('DATA_NOT_FOUND');
  const assessment = await findAssessment(assessmentId);
  if (!assessment || assessment.deleted || assessment.status !== 'published') throw new DomainError('DATA_NOT_FOUND');
  return assessment;
}
