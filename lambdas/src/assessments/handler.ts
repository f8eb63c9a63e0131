import { contextRouter } from '../http/context-router';
import { listTemplates, apiListAssessments } from './api/list-templates';
import { createTemplate } from './api/create-template';
import { getTemplate } from './api/get-template';
import { updateTemplate } from './api/update-template';
import { duplicateTemplate } from './api/duplicate-template';
import { deleteTemplate } from './api/delete-template';
import { saveTemplateSection } from './api/save-template-section';
import { publishTemplate } from './api/publish-template';
import { shareTemplate, unshareTemplate } from './api/share-template';
import { acceptAiSetup } from './api/accept-ai-setup';
import { getOnboarding } from './api/get-onboarding';
import { resolveShortLink } from './api/resolve-short-link';

export const handler = contextRouter('assessments', {
  listTemplates,
  apiListAssessments,
  createTemplate,
  getTemplate,
  updateTemplate,
  duplicateTemplate,
  deleteTemplate,
  saveTemplateSection,
  publishTemplate,
  shareTemplate,
  unshareTemplate,
  acceptAiSetup,
  getOnboarding,
  resolveShortLink,
});
