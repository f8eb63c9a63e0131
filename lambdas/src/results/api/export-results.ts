import { defineHandler } from '../../http/handler-factory';
import { exportResultsPage } from '../respondent-lists';

/** Item-level export (docs/export.md): a page of an assessment's respondents with their answers (respondent-lists.ts). */
export const exportResults = defineHandler('exportResults', async ({ params, query, user, sourceIp, userAgent, now }) =>
  exportResultsPage({
    formId: params.id,
    user,
    cursor: query.cursor,
    limit: query.limit,
    request: { sourceIp, userAgent },
    now,
  }),
);
