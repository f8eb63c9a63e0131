import type { z } from 'zod';
import { mutate } from 'swr';
import type { AssessmentDetail, ZCreateAssessment } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { assessmentKey } from './get-template';
import { assessmentsKey } from './get-templates';

export type CreateAssessmentInput = z.input<typeof ZCreateAssessment>;

export async function createTemplate(body: CreateAssessmentInput): Promise<AssessmentDetail> {
  const assessment = await api('createTemplate', { body });
  await Promise.all([mutate(assessmentKey(assessment.id), assessment, { revalidate: false }), mutate(assessmentsKey)]);
  return assessment;
}
