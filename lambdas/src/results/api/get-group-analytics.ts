import { defineHandler } from '../../http/handler-factory';
import { readGroupAnalytics } from '../group-analytics';

/** Group analytics (spec part 1 §2 "/assessment-group-analytics"; group-analytics.ts). */
export const getGroupAnalytics = defineHandler('getGroupAnalytics', async ({ params, user }) =>
  readGroupAnalytics({ formId: params.id, user }),
);
