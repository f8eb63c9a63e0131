import { contextRouter } from '../http/context-router';

export const handler = contextRouter(
  'support',
  {
    createSupportUpload: () => import('./api/create-support-upload').then((m) => m.createSupportUpload),
    createSupportTicket: () => import('./api/create-support-ticket').then((m) => m.createSupportTicket),
  },
  () => import('../accounts/identity').then((m) => m.leanAccountIdentity),
);
