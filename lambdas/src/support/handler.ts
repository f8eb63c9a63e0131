import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'support',
  () => import('@shared/routes/support-routes').then((m) => m.SUPPORT_ROUTES),
  {
    createSupportUpload: () => import('./api/create-support-upload').then((m) => m.createSupportUpload),
    createSupportTicket: () => import('./api/create-support-ticket').then((m) => m.createSupportTicket),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
