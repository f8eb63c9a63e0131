import { mutate } from 'swr';
import type { AssessmentDetail } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { assessmentKey } from './get-template';
import { assessmentsKey } from './get-templates';

export async function publishTemplate(id: string): Promise<AssessmentDetail> {
  const assessment = await api('publishTemplate', { params: { id } });
  await Promise.all([mutate(assessmentKey(id), assessment, { revalidate: false }), mutate(assessmentsKey)]);
  return assessment;
}
