import { mutate } from 'swr';
import type { SectionKind } from '@shared/sections/kinds';
import type { AssessmentDetail } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { assessmentKey } from './get-template';

/** Save a section's setup and the company's own answers. */
export async function saveTemplateSection(
  id: string,
  section: SectionKind,
  companyAnswers: unknown,
  setup?: unknown,
): Promise<AssessmentDetail> {
  const body = setup === undefined ? { company_answers: companyAnswers } : { company_answers: companyAnswers, setup };
  const assessment = await api('saveTemplateSection', { params: { id, section }, body });
  await mutate(assessmentKey(id), assessment, { revalidate: false });
  return assessment;
}
