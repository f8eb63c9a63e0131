import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'sections',
  () => import('@shared/routes/sections-routes').then((m) => m.SECTIONS_ROUTES),
  {
    getSectionContent: () => import('./api/get-section-content').then((m) => m.getSectionContent),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
