import { defineHandler } from '../../http/handler-factory';
import { readExperienceSummary } from '../experience-summary';

/** The candidates' rating of the test on the assessment page (experience-summary.ts). */
export const getExperienceFeedback = defineHandler('getExperienceFeedback', async ({ params, user }) =>
  readExperienceSummary({ formId: params.id, user }),
);
