import { defineHandler } from '../../http/handler-factory';
import { auditLogOf } from '../audit-log';

/** My account → Activity: the current workspace's audit log, a page at a time (audit-log.ts). */
export const listAuditLog = defineHandler('listAuditLog', async ({ query, user }) =>
  auditLogOf({ user, filter: query }),
);
