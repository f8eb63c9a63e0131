import type { z } from 'zod';
import { mutate } from 'swr';
import type { TemplateDetail, ZUpdateTemplate } from '@shared/routes';
import { api } from '../../../lib/api-client';
import { templateKey } from './get-template';
import { templatesKey } from './get-templates';

export type UpdateTemplateInput = z.input<typeof ZUpdateTemplate>;

async function refresh(template?: TemplateDetail) {
  await Promise.all([
    template ? mutate(templateKey(template.id), template, { revalidate: false }) : undefined,
    mutate(templatesKey),
  ]);
}

/** Details or sections of a draft, or of a published assessment (Edit). */
export async function updateTemplate(id: string, body: UpdateTemplateInput): Promise<TemplateDetail> {
  const template = await api('updateTemplate', { params: { id }, body });
  await refresh(template);
  return template;
}

export async function duplicateTemplate(id: string): Promise<TemplateDetail> {
  const template = await api('duplicateTemplate', { params: { id } });
  await refresh(template);
  return template;
}

export async function deleteTemplate(id: string): Promise<void> {
  await api('deleteTemplate', { params: { id } });
  await refresh();
}

/** Share with a team (spec part 1 §4): creator only; the respondents move with it. */
export async function shareTemplate(id: string, teamId: string): Promise<TemplateDetail> {
  const template = await api('shareTemplate', { params: { id }, body: { teamId } });
  await refresh(template);
  return template;
}

/** Unshare: back to the creator's personal workspace. */
export async function unshareTemplate(id: string): Promise<TemplateDetail> {
  const template = await api('unshareTemplate', { params: { id } });
  await refresh(template);
  return template;
}
