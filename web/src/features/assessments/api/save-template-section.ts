import { mutate } from 'swr';
import type { SectionKind } from '@shared/sections/kinds';
import type { TemplateDetail } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { templateKey } from './get-template';

/** Save a section's setup and the company's own answers. */
export async function saveTemplateSection(
  id: string,
  section: SectionKind,
  companyAnswers: unknown,
  setup?: unknown,
): Promise<TemplateDetail> {
  const body = setup === undefined ? { company_answers: companyAnswers } : { company_answers: companyAnswers, setup };
  const template = await api('saveTemplateSection', { params: { id, section }, body });
  await mutate(templateKey(id), template, { revalidate: false });
  return template;
}
