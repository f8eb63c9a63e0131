import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'assessments',
  () => import('@shared/routes/assessments-routes').then((m) => m.ASSESSMENTS_ROUTES),
  {
    listTemplates: () => import('./api/list-templates').then((m) => m.listTemplates),
    apiListAssessments: () => import('./api/list-templates').then((m) => m.apiListAssessments),
    createTemplate: () => import('./api/create-template').then((m) => m.createTemplate),
    getTemplate: () => import('./api/get-template').then((m) => m.getTemplate),
    updateTemplate: () => import('./api/update-template').then((m) => m.updateTemplate),
    duplicateTemplate: () => import('./api/duplicate-template').then((m) => m.duplicateTemplate),
    deleteTemplate: () => import('./api/delete-template').then((m) => m.deleteTemplate),
    saveTemplateSection: () => import('./api/save-template-section').then((m) => m.saveTemplateSection),
    publishTemplate: () => import('./api/publish-template').then((m) => m.publishTemplate),
    shareTemplate: () => import('./api/share-template').then((m) => m.shareTemplate),
    unshareTemplate: () => import('./api/share-template').then((m) => m.unshareTemplate),
    acceptAiSetup: () => import('./api/accept-ai-setup').then((m) => m.acceptAiSetup),
    getOnboarding: () => import('./api/get-onboarding').then((m) => m.getOnboarding),
    resolveShortLink: () => import('./api/resolve-short-link').then((m) => m.resolveShortLink),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
