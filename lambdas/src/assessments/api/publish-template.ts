import { defineHandler } from '../../http/handler-factory';
import { publishAssessment } from '../publish-assessment';

/** Publish (spec part 1 §4): every section set up, then the template gets its public link. */
export const publishTemplate = defineHandler('publishTemplate', async ({ params, now, user }) =>
  publishAssessment({ templateId: params.id, user, now }),
);
