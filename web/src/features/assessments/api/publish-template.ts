import { mutate } from 'swr';
import type { TemplateDetail } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { templateKey } from './get-template';
import { templatesKey } from './get-templates';

export async function publishTemplate(id: string): Promise<TemplateDetail> {
  const template = await api('publishTemplate', { params: { id } });
  await Promise.all([mutate(templateKey(id), template, { revalidate: false }), mutate(templatesKey)]);
  return template;
}
