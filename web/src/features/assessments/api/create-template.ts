import type { z } from 'zod';
import { mutate } from 'swr';
import type { TemplateDetail, ZCreateTemplate } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { templateKey } from './get-template';
import { templatesKey } from './get-templates';

export type CreateTemplateInput = z.input<typeof ZCreateTemplate>;

export async function createTemplate(body: CreateTemplateInput): Promise<TemplateDetail> {
  const template = await api('createTemplate', { body });
  await Promise.all([mutate(templateKey(template.id), template, { revalidate: false }), mutate(templatesKey)]);
  return template;
}
