import { DomainError } from '@shared/errors';
import { db } from '../db/service';
import type { TemplateItem } from '../assessments';

/** The published template a public link code opens; unpublished or deleted ones read as not found. */
export async function templateOfLink(code: string): Promise<TemplateItem> {
  const { data: link } = await db().entities.routeRecord.get({ code }).go();
  if (!link?.templateId) throw new DomainError('DATA_NOT_FOUND');
  const { data: template } = await db().entities.template.get({ id: link.templateId }).go();
  if (!template || template.deleted || template.status !== 'published') throw new DomainError('DATA_NOT_FOUND');
  return template;
}
