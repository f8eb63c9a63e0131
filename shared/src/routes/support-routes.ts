import { route } from './define';
import { ZEmpty } from './common-schemas';
import { ZCreateSupportTicket, ZSupportTicketCreated, ZSupportUpload, ZSupportUploadRequest } from './support-schemas';

/** The support function's routes: its part of the route table (./table.ts), loaded alone by the function that serves them. */
export const SUPPORT_ROUTES = {
  createSupportUpload: route({
    method: 'POST',
    path: '/support/attachments',
    context: 'support',
    auth: 'user',
    summary:
      'A presigned upload for a support attachment (.png, .jpg or .jpeg, at most 2 MB) under my own storage prefix',
    params: ZEmpty,
    query: ZEmpty,
    body: ZSupportUploadRequest,
    response: ZSupportUpload,
  }),
  createSupportTicket: route({
    method: 'POST',
    path: '/support/tickets',
    context: 'support',
    auth: 'user',
    summary:
      'Send a message to support: stored with my account details and e-mailed to the support address (the same requestId again sends nothing new)',
    params: ZEmpty,
    query: ZEmpty,
    body: ZCreateSupportTicket,
    response: ZSupportTicketCreated,
  }),
} as const;
