import type { z } from 'zod';
import { mutate } from 'swr';
import type { AssessmentDetail, ZUpdateAssessment } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { assessmentKey } from './get-template';
import { assessmentsKey } from './get-templates';

export type UpdateAssessmentInput = z.input<typeof ZUpdateAssessment>;

async function refresh(assessment?: AssessmentDetail) {
  await Promise.all([
    assessment ? mutate(assessmentKey(assessment.id), assessment, { revalidate: false }) : undefined,
    mutate(assessmentsKey),
  ]);
}

/** Details or sections of a draft, or of a published assessment (Edit). */
export async function updateTemplate(id: string, body: UpdateAssessmentInput): Promise<AssessmentDetail> {
  const assessment = await api('updateTemplate', { params: { id }, body });
  await refresh(assessment);
  return assessment;
}

export async function duplicateTemplate(id: string): Promise<AssessmentDetail> {
  const assessment = await api('duplicateTemplate', { params: { id } });
  await refresh(assessment);
  return assessment;
}

export async function deleteTemplate(id: string): Promise<void> {
  await api('deleteTemplate', { params: { id } });
  await refresh();
}

/** Share with a team (spec part 1 §4): creator only; the respondents move with it. */
export async function shareTemplate(id: string, teamId: string): Promise<AssessmentDetail> {
  const assessment = await api('shareTemplate', { params: { id }, body: { teamId } });
  await refresh(assessment);
  return assessment;
}

/** Unshare: back to the creator's personal workspace. */
export async function unshareTemplate(id: string): Promise<AssessmentDetail> {
  const assessment = await api('unshareTemplate', { params: { id } });
  await refresh(assessment);
  return assessment;
}
