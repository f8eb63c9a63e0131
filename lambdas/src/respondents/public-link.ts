import { DomainError } from '@shared/errors';
import type { TemplateItem } from '../assessments';
import { findLinkedTemplateId, findTemplate } from './respondent-store';

/** The published template a public link code opens; unpublished or deleted ones read as not found. */
export async function templateOfLink(code: string): Promise<TemplateItem> {
  const templateId = await findLinkedTemplateId(code);
  if (!templateId) throw new DomainError('DATA_NOT_FOUND');
  const template = await findTemplate(templateId);
  if (!template || template.deleted || template.status !== 'published') throw new DomainError('DATA_NOT_FOUND');
  return template;
}
